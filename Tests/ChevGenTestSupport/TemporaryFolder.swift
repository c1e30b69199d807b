import Foundation

/// A fresh folder of a test's own under the temporary directory, removed when
/// released, so that every test target makes its scratch folders one way and
/// leaves none behind.
///
/// The temporary directory is Foundation's, which follows TMPDIR: scripts/test
/// points it into a folder of the run's own, so nothing lands in /tmp. The
/// folder's path has every symbolic link resolved, as a program started in it
/// sees its own path, so that tests can compare the paths it prints.
public final class TemporaryFolder: Sendable {
  /// The folder, links resolved.
  public let url: URL

  /// Makes `<prefix><UUID>` under the temporary directory; `prefix` says which
  /// tests made it, for whoever finds one left after a crash.
  public init(prefix: String = "chevgen-test-") throws {
    let made = Self.systemTemporaryURL
      .appendingPathComponent(prefix + UUID().uuidString)
    try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    url = Self.realPath(made)
  }

  deinit { remove() }

  /// The folder's path, links resolved, for APIs that take strings.
  public var path: String { url.path }

  /// `relative` (`refs/menu.png`) inside the folder, made or not: a place to write.
  public func url(_ relative: String) -> URL {
    url.appendingPathComponent(relative)
  }

  /// `relative` inside the folder as a path, for APIs that take strings.
  public func path(_ relative: String) -> String {
    url(relative).path
  }

  /// Removes the folder and everything in it, now rather than on release.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// The temporary directory's own path (TMPDIR's, or the system's), for the
  /// tests that check what lands there: the one rule every test goes by.
  public static var systemTemporaryPath: String {
    systemTemporaryURL.path
  }

  /// The temporary directory itself, for a program that must run somewhere
  /// but writes nothing.
  public static var systemTemporaryURL: URL {
    FileManager.default.temporaryDirectory
  }

  /// `url` with every symbolic link resolved, as a program started from it sees
  /// its own path (resolved with `realpath`), so that tests can
  /// compare the paths it prints. On macOS the temporary folder, /var/folders/…,
  /// is really /private/var/folders/…; not `resolvingSymlinksInPath()`, which
  /// strips /private again there.
  static func realPath(_ url: URL) -> URL {
    guard let resolved = realpath(url.path, nil) else { return url }
    defer { free(resolved) }
    return URL(fileURLWithPath: String(cString: resolved), isDirectory: true)
  }
}
