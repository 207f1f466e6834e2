import Foundation

/// Where a command writes a file: the `-o` option, checked before any work is done.
///
/// Checking first finds a path that cannot be written, such as one in a directory that
/// does not exist, before a long rendering. A path that cannot be written, now or when
/// the file is written, is an ``EnvironmentFailure`` (status 1), reported in Trellis'
/// words: `cannot write 'out/x.svg': no such directory 'out'`, `cannot write 'x.svg':
/// permission denied`. Only an empty path is a bad argument (status 2).
struct OutputPath: Hashable, Sendable {
  /// The path as given.
  var path: String

  /// Checks that `path` names a file that can be created or replaced: its directory
  /// exists and the path itself is not a directory.
  ///
  /// - Parameter option: The option's name for messages, such as `-o`.
  /// - Throws: A ``CommandFailure`` for an empty path, an ``EnvironmentFailure`` for a
  ///   path that cannot be written.
  init(checking path: String, option: String = "-o") throws {
    guard !path.isEmpty else { throw CommandFailure("\(option): the path is empty") }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw EnvironmentFailure("cannot write '\(path)': it is a directory")
    }
    let directory = Self.directory(of: path)
    guard
      FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw EnvironmentFailure("cannot write '\(path)': no such directory '\(directory)'")
    }
    self.path = path
  }

  /// Writes `data` to the file, replacing it if it exists.
  func write(_ data: Data) throws(EnvironmentFailure) {
    try Self.write(data, to: path)
  }

  /// Writes what `body` writes to the file as it writes it, replacing the file if it
  /// exists; see ``write(to:_:)``.
  func stream(_ body: (inout StandardOutput) -> Void) throws(EnvironmentFailure) {
    try Self.write(to: path, body)
  }

  /// Writes `data` to the file at `path`, replacing it if it exists; see
  /// ``write(to:_:)``.
  static func write(_ data: Data, to path: String) throws(EnvironmentFailure) {
    try write(to: path) { output in output.write(bytes: data) }
  }

  /// Writes what `body` writes to the file at `path` in blocks as it writes it,
  /// replacing the file if it exists: to a new file next to it first, then renamed, so
  /// that a failed write leaves the old file as it was. A path that names something
  /// other than a regular file, such as a device or a pipe, is written to directly, never
  /// replaced.
  static func write(to path: String, _ body: (inout StandardOutput) -> Void)
    throws(EnvironmentFailure)
  {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      let descriptor = open(path, O_WRONLY | O_TRUNC)
      guard descriptor >= 0 else { throw failure(writing: path) }
      defer { close(descriptor) }
      var output = StandardOutput(descriptor: descriptor)
      body(&output)
      output.flush()
      if let error = output.failure { throw failure(writing: path, errorNumber: error) }
      return
    }
    var template = Array((directory(of: path) + "/.trellis-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure(writing: path) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var output = StandardOutput(descriptor: descriptor)
    body(&output)
    output.flush()
    close(descriptor)
    // mkstemp creates the file readable by its owner only; give it the permissions a
    // new file gets.
    let mask = umask(0)
    umask(mask)
    let error =
      output.failure
      ?? (chmod(temporary, 0o666 & ~mask) == 0 && rename(temporary, path) == 0
        ? nil : errno)
    if let error {
      unlink(temporary)
      throw failure(writing: path, errorNumber: error)
    }
  }

  /// The failure of writing `path`, with the system's reason for `errorNumber` in lower
  /// case: `cannot write 'x.svg': permission denied`.
  static func failure(writing path: String, errorNumber: Int32 = errno) -> EnvironmentFailure {
    EnvironmentFailure("cannot write '\(path)': \(reason(errorNumber))")
  }

  /// The system's message for a POSIX error number, in lower case.
  static func reason(_ errorNumber: Int32) -> String {
    String(cString: strerror(errorNumber)).lowercased()
  }

  /// The reason a Foundation file operation failed: the system's message for the POSIX
  /// error under it, or a phrase of Trellis' own when there is none.
  static func reason(for error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return reason(Int32(underlying.code))
    }
    if nsError.domain == NSPOSIXErrorDomain { return reason(Int32(nsError.code)) }
    return "the file system refused it"
  }

  /// The directory a file at `path` goes in: `.` for a bare file name.
  static func directory(of path: String) -> String {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return directory.isEmpty ? "." : directory
  }
}
