import Foundation
import Testing

/// The ChevgenAssets build-tool plugin, applied to this very target: SwiftPM ran
/// `chevgen build` on the chevgen.yml beside this file while building it, and
/// copied each of its outputs into the target's resource bundle.
@Suite struct ChevGenAssetsPluginTests {
  /// The folder of the bundle that holds the outputs, found by the index.
  func assets() throws -> URL {
    try #require(Bundle.module.url(forResource: "index", withExtension: "json"))
      .deletingLastPathComponent()
  }

  func exists(_ path: String) throws -> Bool {
    FileManager.default.fileExists(atPath: try assets().appendingPathComponent(path).path)
  }

  @Test func theBundleHoldsEveryOutputOfTheManifest() throws {
    for path in [
      "Assets.xcassets/Contents.json", "Assets.xcassets/Back.imageset/Contents.json",
      "Assets.xcassets/Back.imageset/Back-de@3x.png",
      "Assets.xcassets/Close-highlighted.imageset/Close-highlighted@2x.png",
      "Assets.xcassets/Back.imageset/Back-de-rtl@2x.png", "Assets.xcassets/Back.imageset/Back.png",
      "res/drawable/chevgen_back_states.xml", "res/drawable-mdpi/chevgen_back_normal.9.png",
      "res/drawable-ldrtl-xxhdpi/chevgen_back_highlighted.9.png",
      "res/drawable-xxxhdpi/chevgen_close_normal.png",
      "res/values/chevgen_strings.xml", "res/values-de/chevgen_strings.xml", "css/chevgen.css",
      "css/Back-de@2x.png", "index.json",
    ] {
      #expect(try exists(path), "\(path) is missing from the bundle")
    }
  }

  @Test func theIndexListsTheManifestsTitles() throws {
    let data = try Data(contentsOf: try assets().appendingPathComponent("index.json"))
    let index = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let buttons = try #require(index["buttons"] as? [[String: Any]])
    let titled = buttons.compactMap { button in
      (button["locale"] as? String).map {
        "\(button["name"]!) \($0) \(button["variant"] ?? "-") \(button["title"]!)"
      }
    }
    #expect(
      titled == [
        "Back en art Back", "Back en reversed Back", "Back de art Zurück",
        "Back de reversed Zurück",
      ])
  }

  /// The typed accessors are compiled into this target as one of its sources.
  @Test func theSwiftAccessorsAreCompiledIntoTheTarget() {
    #expect(ChevgenAssets.back.imageNames[.normal] == "Back")
    // Each locale both ways, as the catalog holds it.
    #expect(ChevgenAssets.back.variants.map(\.locale) == ["en", "en", "de", "de"])
    #expect(ChevgenAssets.back.variants.map(\.rightToLeft) == [false, true, false, true])
    #expect(ChevgenAssets.close.variants.first?.capInsets.isEmpty == true)
  }

  @Test func theStateAndLockStayOutOfTheBundle() throws {
    #expect(try !exists(".chevgen-state"))
    #expect(try !exists(".chevgen.lock"))
  }
}
