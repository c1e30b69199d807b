import Foundation

/// A package that depends on this repository as a user's package does, through
/// a link named `chevgen` to the checkout, to build documentation examples
/// exactly as a reader would paste them.
///
/// It lives in the build folder of the tests that make it (beside `.build`'s
/// products), so a second run rebuilds only what changed: the first build of
/// chevgen's products there takes minutes, a later one seconds.
public struct DependentPackage {
  /// The package's folder.
  public let folder: URL

  /// The package `name` in the build folder (`scratchFolder`), with
  /// `chevgen` linked to this checkout.
  public init(named name: String) throws {
    let folder = Self.scratchFolder.appendingPathComponent(name)
    let repository = SourceTree.root
    self.folder = folder
    let files = FileManager.default
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    let link = folder.appendingPathComponent("chevgen")
    if (try? files.destinationOfSymbolicLink(atPath: link.path)) != repository.path {
      try? files.removeItem(at: link)
      try files.createSymbolicLink(at: link, withDestinationURL: repository)
    }
  }

  /// The build folder the running test bundle was built into (`.build` or a
  /// `--scratch-path`): three levels above the `chevgen` beside the bundle.
  public static var scratchFolder: URL {
    CLI.binary.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Writes `text` to `path` in the package unless it holds that already, so
  /// that a rebuild skips it.
  public func write(_ text: String, to path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Removes the files under `path` that `keep` does not name, so that an
  /// example taken out of the documentation is not compiled any more.
  public func prune(_ path: String, keeping keep: Set<String>) throws {
    let directory = folder.appendingPathComponent(path)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where !keep.contains(name) {
      try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  /// `swift ARGUMENTS --package-path FOLDER` with the toolchain running the
  /// tests, `environment` added to this process's: its exit status and its
  /// output and errors together.
  public func swift(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    guard let swiftc = SwiftCompiler.path else { return (127, "no swiftc found") }
    let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
      .appendingPathComponent("swift")
    let result = try CLI.execute(
      swift, arguments + ["--package-path", folder.path], in: folder, environment: environment,
      mergingOutput: true)
    return (result.status, result.stdout)
  }

  /// `swift build --build-tests` of the package with the toolchain running the
  /// tests: its exit status and its output and errors together.
  public func build() throws -> (status: Int32, output: String) {
    guard let swiftc = SwiftCompiler.path else { return (127, "no swiftc found") }
    let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
      .appendingPathComponent("swift")
    let result = try CLI.execute(
      swift,
      [
        "build", "--build-tests", "--disable-build-manifest-caching", "--package-path",
        folder.path,
      ], in: folder, mergingOutput: true)
    return (result.status, result.stdout)
  }
}
