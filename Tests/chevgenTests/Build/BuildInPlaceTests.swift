import ChevGenTestSupport
import Foundation
import Testing

/// A rebuild leaves every file whose bytes would not change as it is, same
/// inode and same modification time, so that Xcode and Gradle rebuild only
/// what depends on a changed file: a tint changed for the light appearance
/// alone redraws both appearances, and writes the light files only.
@Suite struct BuildInPlaceTests {
  static func manifest(lightTint: String) -> String {
    """
    theme: {style: classic, tint: "\(lightTint)", dark: {tint: "#1C2A40"}}
    locales: [en, de]
    states: [normal, highlighted]
    appearances: [light, dark]
    scales: [1, 2]
    outputs: [xcassets, android, css, swift]
    buttons:
      - {name: Back, role: back, titles: {en: Back, de: Zurück}}
      - {name: Close, role: close}
    """
  }

  /// One file as the disk holds it.
  struct Found: Equatable {
    var bytes: Data
    var inode: UInt64
    var modified: Date
  }

  /// Every file under `out`, the state and lock aside.
  static func files(_ cli: CLI) throws -> [String: Found] {
    let root = cli.directory.appendingPathComponent("out").path
    let manager = FileManager.default
    var found: [String: Found] = [:]
    for case let path as String in manager.enumerator(atPath: root) ?? .init()
    where !path.hasPrefix(".chevgen") {
      let attributes = try manager.attributesOfItem(atPath: root + "/" + path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
      found[path] = Found(
        bytes: try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)),
        inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
        modified: attributes[.modificationDate] as? Date ?? .distantPast)
    }
    return found
  }

  func build(_ cli: CLI, lightTint: String) throws -> [String: Any] {
    try Self.manifest(lightTint: lightTint).write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let result = try cli.run(["build", "chevgen.yml", "--out", "out", "--json"])
    try #require(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  static func isImage(_ path: String) -> Bool { path.hasSuffix(".png") || path.hasSuffix(".pdf") }

  static func isDark(_ path: String) -> Bool { path.contains("-dark") || path.contains("night") }

  @Test func aLightOnlyTintChangeWritesTheLightFilesAlone() throws {
    let cli = try CLI()
    defer { cli.remove() }
    _ = try build(cli, lightTint: "#4A6FA5")
    let before = try Self.files(cli)
    let report = try build(cli, lightTint: "#3A5F95")
    let after = try Self.files(cli)
    #expect(Set(after.keys) == Set(before.keys))
    let units = try #require(report["units"] as? Int)
    #expect(report["drawnUnits"] as? Int == units, "every unit drawn again, both appearances")

    let images = before.keys.filter(Self.isImage)
    let dark = images.filter(Self.isDark)
    let light = images.filter { !Self.isDark($0) }
    #expect(dark.count == light.count && !dark.isEmpty)
    for path in dark {
      #expect(after[path] == before[path], "\(path) was written again")
    }
    for path in light {
      #expect(after[path]?.bytes != before[path]?.bytes, "\(path) kept the old tint")
      #expect(after[path]?.inode != before[path]?.inode, "\(path) not replaced whole")
    }
    // Whatever the kind, a file is written when and only when its bytes change,
    // and the report lists exactly those.
    let changed = before.keys.filter { after[$0]?.bytes != before[$0]?.bytes }
    for path in before.keys where !changed.contains(path) {
      #expect(after[path] == before[path], "\(path) rewritten with the same bytes")
    }
    #expect((report["written"] as? [String])?.sorted() == changed.sorted())

    // The state holds the files left in place as they are: nothing to do next.
    let again = try build(cli, lightTint: "#3A5F95")
    #expect(again["drawnUnits"] as? Int == 0)
    #expect((again["written"] as? [String]) == [])
    #expect(try Self.files(cli) == after)
  }
}
