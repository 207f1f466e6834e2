import Foundation

/// The temporary files and the child process of a conversion, removed and killed
/// however `trellis` ends: when the conversion finishes or fails, and on a SIGINT or a
/// SIGTERM, after which `trellis` exits with 128 plus the signal's number.
///
/// The child runs in `trellis`' own process group, as any command a shell starts, so
/// that a Ctrl-C in a terminal reaches it as well.
final class ConversionCleanup: @unchecked Sendable {
  /// The signals that end `trellis` and the conversion with it.
  private static let signals = [SIGINT, SIGTERM]

  private let lock = NSLock()
  private let files: [String]
  /// The running child, or 0.
  private var child: pid_t = 0
  /// The signal that interrupted the conversion while the child ran, if any.
  private var interruption: Int32?
  private var sources: [DispatchSourceSignal] = []

  /// Starts watching the signals; `files` are removed at the end.
  init(files: [String]) {
    self.files = files
    for signal in Self.signals {
      Foundation.signal(signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
      source.setEventHandler { [self] in interrupt(by: signal) }
      source.resume()
      sources.append(source)
    }
  }

  /// Runs `executable` with `arguments`, its standard output discarded and its standard
  /// error written to the file `errors`, and returns its exit status, or 128 plus the
  /// number of the signal that ended it.
  ///
  /// - Throws: An ``EnvironmentFailure`` when it cannot be started.
  func run(_ executable: String, _ arguments: [String], errors: String)
    throws(EnvironmentFailure) -> Int32
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, STDERR_FILENO, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    // The child's signals are the default ones: an ignored signal would stay ignored.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in Self.signals { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    let started = lock.withLock {
      let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
      if result == 0 { child = pid }
      return result
    }
    guard started == 0 else {
      throw EnvironmentFailure(
        "cannot run '\(executable)': \(OutputPath.reason(started))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if let signal = lock.withLock({ () -> Int32? in
      child = 0
      return interruption
    }) {
      finish()
      exit(128 + signal)
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// Removes the files and stops watching the signals.
  func finish() {
    for source in sources { source.cancel() }
    for signal in Self.signals { Foundation.signal(signal, SIG_DFL) }
    for file in files { unlink(file) }
  }

  /// Kills the child, after which ``run(_:_:errors:)`` removes the files and exits as
  /// the signal asks; or, when no child runs, removes the files and exits at once.
  private func interrupt(by signal: Int32) {
    let killed = lock.withLock {
      guard child > 0 else { return false }
      interruption = signal
      kill(child, SIGKILL)
      return true
    }
    guard !killed else { return }
    for file in files { unlink(file) }
    exit(128 + signal)
  }
}
