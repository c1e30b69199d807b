import ChevGenTestSupport
import Foundation
import Testing

/// Android's names carry `android.prefix` (`chevgen_` by default), so that
/// the tree drops into an app's `res/` beside its own files; an output
/// folder written under the names of before (or another prefix) converges
/// to the new names on the next build, the old files removed as chevgen's own.
@Suite struct AndroidNamingTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// A back button whose title Android draws, in two languages, light and
  /// dark, and the ✕.
  static let manifest = """
    theme: {style: plain, tint: "#4A6FA5", dark: {tint: "#8AB4F8"}}
    locales: [en, de]
    appearances: [light, dark]
    outputs: [android]
    android: {scales: [2]}
    buttons:
      - {name: Back, role: back, titles: {en: Back, de: Zurück}}
      - {name: Close, role: close}
    """

  /// Every file under `folder` but the state and the lock, relative, sorted.
  static func files(_ folder: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
      return !isDirectory.boolValue && !path.hasPrefix(".chevgen")
    }.sorted()
  }

  /// Builds `manifest` into `out` inside `cli`'s folder.
  static func build(_ manifest: String, _ cli: CLI) throws -> CLI.Result {
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    return try cli.run(["build", "chevgen.yml", "--out", "out"])
  }

  /// Every name is prefixed: the state lists, the images, the vectors, the
  /// titles' and colours' files and the resources in them.
  @Test func everyResourceAndFileNameCarriesThePrefix() throws {
    let built = try Self.build(Self.manifest, cli)
    try #require(built.status == 0, "\(built.stderr)")
    let files = try Self.files(cli.directory.appendingPathComponent("out"))
    #expect(
      files.filter { !$0.hasSuffix(".png") } == [
        "index.json", "res/drawable-night/chevgen_back.xml", "res/drawable-night/chevgen_close.xml",
        "res/drawable/chevgen_back.xml", "res/drawable/chevgen_back_states.xml",
        "res/drawable/chevgen_close.xml", "res/drawable/chevgen_close_states.xml",
        "res/values-de/chevgen_strings.xml", "res/values-night/chevgen_colors.xml",
        "res/values/chevgen_colors.xml", "res/values/chevgen_strings.xml",
      ])
    #expect(
      files.filter { $0.hasSuffix(".png") }.allSatisfy {
        $0.split(separator: "/").last!.hasPrefix("chevgen_")
      })
    let strings = String(
      decoding: try cli.data("out/res/values-de/chevgen_strings.xml"), as: UTF8.self)
    #expect(strings.contains("<string name=\"chevgen_back\">Zurück</string>"))
    let colors = String(
      decoding: try cli.data("out/res/values-night/chevgen_colors.xml"), as: UTF8.self)
    #expect(colors.contains("<color name=\"chevgen_back_text\">#FF8AB4F8</color>"))
  }

  /// A prefix of one's own names everything; aapt2 links the tree without a warning.
  @Test(.needs(.aapt2)) func aPrefixOfOnesOwnLinks() throws {
    let built = try Self.build(
      Self.manifest.replacingOccurrences(
        of: "android: {scales: [2]}", with: "android: {scales: [2], prefix: acme_nav_}"), cli)
    try #require(built.status == 0, "\(built.stderr)")
    let packaging = try AndroidPackager.package(cli.directory.appendingPathComponent("out/res"))
    #expect(packaging.succeeded && packaging.warnings == [], "\(packaging.report)")
    #expect(
      packaging.symbols == [
        "color acme_nav_back_text", "drawable acme_nav_back", "drawable acme_nav_back_highlighted",
        "drawable acme_nav_back_normal", "drawable acme_nav_back_states", "drawable acme_nav_close",
        "drawable acme_nav_close_highlighted", "drawable acme_nav_close_normal",
        "drawable acme_nav_close_states", "string acme_nav_back",
      ])
  }

  /// An output folder as builds before the prefix wrote it (`back.xml`,
  /// `back_normal.9.png`, `values/strings.xml`, no vectors or colours), its
  /// state listing those files, is made a fresh build's on the next run:
  /// the old files are removed as chevgen's own, none is refused as a
  /// stranger's, and no file is left that a fresh build would not write.
  @Test func aFolderBuiltUnderTheOldNamesConverges() throws {
    try #require(try Self.build(Self.manifest, cli).status == 0)
    let out = cli.directory.appendingPathComponent("out")
    let fresh = try Self.files(out)
    let state = out.appendingPathComponent(".chevgen-state")
    var old: [String] = []
    var lines: [String] = []
    for line in try String(contentsOf: state, encoding: .utf8).split(separator: "\n") {
      var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields[0] == "U" {
        // An older chevgen keyed every unit otherwise: all is drawn again.
        fields[2] = String(repeating: "0", count: fields[2].count)
      }
      if fields[0] == "F", fields[1].hasPrefix("res/") {
        let path = fields[1]
        let file = out.appendingPathComponent(path)
        let name = path.split(separator: "/").last!
        if name.hasSuffix("colors.xml")
          || (name.hasSuffix(".xml") && !name.hasSuffix("_states.xml")
            && !name.hasSuffix("strings.xml"))
        {
          // No vectors or colours then.
          try FileManager.default.removeItem(at: file)
          continue
        }
        let renamed = path.replacingOccurrences(of: "/chevgen_", with: "/")
          .replacingOccurrences(of: "_states.xml", with: ".xml")
        // A rename keeps the size and time the state records.
        try FileManager.default.moveItem(at: file, to: out.appendingPathComponent(renamed))
        fields[1] = renamed
        old.append(renamed)
      }
      lines.append(fields.joined(separator: "\t"))
    }
    try (lines.joined(separator: "\n") + "\n").write(to: state, atomically: true, encoding: .utf8)
    #expect(old.contains("res/drawable/back.xml") && old.contains("res/values/strings.xml"))
    #expect(old.contains("res/drawable-xhdpi/back_normal.9.png"))

    let rebuilt = try cli.run(["build", "chevgen.yml", "--out", "out"])
    #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
    #expect(rebuilt.stderr == "", "\(rebuilt.stderr)")
    #expect(rebuilt.stdout.contains("removed \(old.count) in out"), "\(rebuilt.stdout)")
    #expect(try Self.files(out) == fresh)
    // Run again: nothing left to do.
    let again = try cli.run(["build", "chevgen.yml", "--out", "out"])
    #expect(again.status == 0 && again.stdout.contains("out is up to date"), "\(again.stdout)")
  }
}
