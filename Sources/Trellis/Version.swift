/// The release of Trellis this is.
///
/// `CHANGELOG.md` lists every release by this number, and `trellis --version` prints it.
/// Trellis follows semantic versioning: see the README's "Versions" section for what is
/// public API and what may change before 1.0.
public enum TrellisVersion {
  /// The semantic version of this release, such as `0.1.0`.
  public static let current = "0.1.0"
}
