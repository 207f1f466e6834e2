// The one function of the Swift runtime that Embedded Swift's `Double(_: String)` calls
// and that the embedded standard library leaves to the platform: C's strtod, whose
// locale in wasi-libc is always the C locale. Linked into the playground's module by
// scripts/build-wasm; the native runtime has its own.

double strtod(const char *restrict text, char **restrict end);

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  // Swift reads no leading whitespace, which strtod would skip.
  char first = *text;
  if (first == ' ' || first == '\t' || first == '\n' || first == '\r' || first == '\v'
      || first == '\f') {
    *result = 0;
    return text;
  }
  char *end;
  *result = strtod(text, &end);
  return end;
}
