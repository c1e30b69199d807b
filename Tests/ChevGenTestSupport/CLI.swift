import Foundation

/// Runs the built `chevgen` binary in a fresh temporary directory (a
/// ``TemporaryFolder``).
public struct CLI {
  public struct Result {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  public let directory: URL
  /// The folder `directory` is, removed with the last copy of this runner.
  public let folder: TemporaryFolder

  /// Seconds after which a run counts as hung: far beyond any run in the tests.
  public static let hangLimit = 300.0

  public init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-e2e-")
    directory = folder.url
  }

  /// The binary `swift build` puts beside this test bundle.
  public static var binary: URL {
    #if os(Linux)
      // The test binary itself, in the build folder.
      let testBundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      // The .xctest bundle holding this code, in the build folder.
      let testBundle = Bundle(for: BundleMarker.self).bundleURL
    #endif
    return testBundle.deletingLastPathComponent().appendingPathComponent("chevgen")
  }

  /// Runs the binary with `arguments`, with `environment` added to this
  /// process's; killed after `hangLimit` seconds.
  @discardableResult
  public func run(
    _ arguments: [String], environment: [String: String] = [:], hangLimit: Double = CLI.hangLimit
  ) throws -> Result {
    let binary = Self.binary
    try RequirementFailure.check(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "\(binary.path) is missing: run `swift build` before `swift test` (scripts/test does)")
    return try Self.execute(
      binary, arguments, in: directory, environment: environment, hangLimit: hangLimit)
  }

  /// Runs `executable`; with `mergingOutput`, stderr goes to the same pipe
  /// as stdout (the result's `stdout`), so their lines keep their order.
  /// After `hangLimit` seconds it is killed (SIGKILL).
  public static func execute(
    _ executable: URL, _ arguments: [String], in directory: URL,
    environment: [String: String] = [:], mergingOutput: Bool = false,
    hangLimit: Double = CLI.hangLimit
  ) throws -> Result {
    // The toolchain's driver leaves a TemporaryDirectory.XXXXXX in TMPDIR
    // behind every run: it gets a folder of its own, removed after.
    var environment = environment
    var scratch: URL?
    if ["swift", "swiftc"].contains(executable.lastPathComponent), environment["TMPDIR"] == nil {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("chevgen-swift-" + UUID().uuidString)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      environment["TMPDIR"] = folder.path
      scratch = folder
    }
    defer { scratch.map { try? FileManager.default.removeItem(at: $0) } }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = mergingOutput ? out : err
    try process.run()
    // A hang (a named pipe opened for reading waits for a writer forever) ends
    // in SIGKILL, and the test fails on the status instead of never finishing.
    let watchdog = DispatchWorkItem {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + hangLimit, execute: watchdog)
    // Standard error is read on another thread: a child that fills its pipe
    // (a loader trace) while this one reads standard output would wait forever.
    nonisolated(unsafe) var errData = Data()
    let errRead = DispatchGroup()
    if !mergingOutput {
      DispatchQueue.global().async(group: errRead) {
        errData = PipeReading.all(err.fileHandleForReading)
      }
    }
    let outData = PipeReading.all(out.fileHandleForReading)
    errRead.wait()
    process.waitUntilExit()
    watchdog.cancel()
    PipeReading.close(out, err)
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs a checker such as `pngcheck` or `python3` that `scripts/setup` installs.
  public func tool(_ name: String, _ arguments: [String]) throws -> Result {
    let path = Self.toolPath(name)
    try RequirementFailure.check(
      FileManager.default.isExecutableFile(atPath: path),
      "\(path) is missing: run scripts/setup, which installs it")
    return try Self.execute(URL(fileURLWithPath: path), arguments, in: directory)
  }

  /// Where `scripts/setup` installs the tool `name`: by its full path, never
  /// looked up on PATH, since a machine may put another `python3` first
  /// (pyenv's has no Pillow). Debian's /usr/bin on Linux; on macOS the system's
  /// own folders (its /usr/bin/python3, /bin/cp), else Homebrew's.
  static func toolPath(_ name: String) -> String {
    #if os(Linux)
      return "/usr/bin/" + name
    #else
      // Homebrew lives in /opt/homebrew on Apple silicon, /usr/local on Intel.
      let homebrew =
        FileManager.default.isExecutableFile(atPath: "/opt/homebrew/bin/brew")
        ? "/opt/homebrew" : "/usr/local"
      let folders = ["/usr/bin", "/bin", homebrew + "/bin"]
      let found = folders.map { $0 + "/" + name }.first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
      return found ?? homebrew + "/bin/" + name
    #endif
  }

  /// The directory's file names, sorted, hidden files included.
  public func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  public func data(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  /// Width and height from a PNG's IHDR chunk.
  public func pngSize(_ name: String) throws -> (Int, Int) {
    let bytes = [UInt8](try data(name))
    func be32(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (be32(16), be32(20))
  }

  public func remove() {
    folder.remove()
  }
}

#if !os(Linux)
  /// A class compiled into the test bundle, so that `Bundle(for:)` finds it.
  private final class BundleMarker {}
#endif
