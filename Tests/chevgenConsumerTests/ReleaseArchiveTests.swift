import ChevGenTestSupport
import Foundation
import Testing

/// `scripts/release archive`, which writes the release archive and the artifact
/// bundle: the same bytes whatever the files' times, the umask's modes, the
/// owner and the time zone, and what the system's own tar and unzip read back
/// is owned by 0, dated the day given, 755 or 644.
@Suite struct ReleaseArchiveTests {
  static let script = DocumentationTests.root.appendingPathComponent("scripts/release").path

  /// `tree/chevgen-1/` with a program, a text file, a folder and a link.
  static func tree(_ cli: CLI, _ name: String, executable: Int, plain: Int) throws {
    let root = cli.directory.appendingPathComponent(name + "/chevgen-1")
    let manager = FileManager.default
    try manager.createDirectory(
      at: root.appendingPathComponent("share/doc"), withIntermediateDirectories: true)
    try manager.createDirectory(
      at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
    try Data(repeating: 7, count: 5000).write(to: root.appendingPathComponent("bin/chevgen"))
    try Data("licence\n".utf8).write(to: root.appendingPathComponent("share/doc/LICENSE"))
    try manager.createSymbolicLink(
      atPath: root.path + "/share/chevgen", withDestinationPath: "../bin/chevgen")
    try manager.setAttributes(
      [.posixPermissions: executable], ofItemAtPath: root.path + "/bin/chevgen")
    try manager.setAttributes(
      [.posixPermissions: plain], ofItemAtPath: root.path + "/share/doc/LICENSE")
  }

  func archive(_ cli: CLI, _ mode: String, _ folder: String, zone: String) throws -> Data {
    let output = cli.directory.appendingPathComponent("\(folder).\(mode)").path
    let result = try CLI.execute(
      URL(fileURLWithPath: "/bin/bash"),
      [Self.script, "archive", mode, folder, "chevgen-1", output, "--date", "2026-11-01"],
      in: cli.directory, environment: ["TZ": zone])
    try #require(result.status == 0, "\(result.stderr)")
    return try Data(contentsOf: URL(fileURLWithPath: output))
  }

  @Test func twoMachinesTreesGiveTheSameBytes() throws {
    let cli = try CLI()
    defer { cli.remove() }
    try Self.tree(cli, "one", executable: 0o755, plain: 0o644)
    try Self.tree(cli, "two", executable: 0o700, plain: 0o600)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 86_400)],
      ofItemAtPath: cli.directory.path + "/two/chevgen-1/bin/chevgen")
    for mode in ["tar", "zip"] {
      let one = try archive(cli, mode, "one", zone: "UTC")
      let two = try archive(cli, mode, "two", zone: "Pacific/Kiritimati")
      #expect(one == two, "\(mode): other bytes")
    }
    #if os(Linux)
      try Self.readBack(cli)
    #endif
  }

  /// What GNU tar and unzip list (macOS's bsdtar lists in another layout).
  static func readBack(_ cli: CLI) throws {
    let tar = try cli.tool("tar", ["-tvzf", "one.tar"])
    #expect(
      tar.stdout.split(separator: "\n").map { $0.split(separator: " ").filter { !$0.isEmpty } }
        .map { "\($0[0]) \($0[1]) \($0[3]) \($0[5])" }
        == [
          "drwxr-xr-x 0/0 2026-11-01 chevgen-1/", "drwxr-xr-x 0/0 2026-11-01 chevgen-1/bin/",
          "-rwxr-xr-x 0/0 2026-11-01 chevgen-1/bin/chevgen",
          "drwxr-xr-x 0/0 2026-11-01 chevgen-1/share/",
          "lrwxrwxrwx 0/0 2026-11-01 chevgen-1/share/chevgen",
          "drwxr-xr-x 0/0 2026-11-01 chevgen-1/share/doc/",
          "-rw-r--r-- 0/0 2026-11-01 chevgen-1/share/doc/LICENSE",
        ], "\(tar.stdout)")
    let unzip = try cli.tool("unzip", ["-Z", "one.zip"])
    let entries = unzip.stdout.split(separator: "\n").filter { $0.contains(" unx ") }.map {
      let fields = $0.split(separator: " ").filter { !$0.isEmpty }
      return "\(fields[0]) \(fields[6]) \(fields[8])"
    }
    #expect(
      entries == [
        "drwxr-xr-x 26-Nov-01 chevgen-1/", "drwxr-xr-x 26-Nov-01 chevgen-1/bin/",
        "-rwxr-xr-x 26-Nov-01 chevgen-1/bin/chevgen", "drwxr-xr-x 26-Nov-01 chevgen-1/share/",
        "lrwxrwxrwx 26-Nov-01 chevgen-1/share/chevgen",
        "drwxr-xr-x 26-Nov-01 chevgen-1/share/doc/",
        "-rw-r--r-- 26-Nov-01 chevgen-1/share/doc/LICENSE",
      ], "\(unzip.stdout)")
  }
}
