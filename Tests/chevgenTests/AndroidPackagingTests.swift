import ChevGenTestSupport
import Foundation
import Testing

/// The Android tree `chevgen build` writes, packaged by Android's own tools:
/// every file under `res/` compiled by aapt2 and linked against the
/// platform's resources, as an app's build would. A warning is a failure, not
/// only an error: aapt2 drops a resource it has no default for with a
/// `warn:` and still exits 0, and the app then crashes looking it up.
@Suite struct AndroidPackagingTests {
  /// Builds `manifest` with the real binary and packages the res tree it wrote.
  func packageBuild(_ manifest: String) throws -> AndroidPackager.Packaging {
    let cli = try CLI()
    defer { cli.remove() }
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let built = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(built.status == 0, "\(built.stderr)")
    return try AndroidPackager.package(cli.directory.appendingPathComponent("out/res"))
  }

  /// Each drawable once per state: `back`, `back_disabled`, `back_highlighted`.
  static func drawables(_ stems: [String], states: [String]) -> [String] {
    stems.flatMap { stem in states.map { $0 == "normal" ? stem : stem + "_" + $0 } }.sorted()
  }

  /// The manifest: three locales, two states, 1x to 3x, the titled
  /// back button drawn per locale and the ✕ once.
  @Test(.needs(.aapt2)) func theExampleManifestLinksWithoutAWarning() throws {
    let packaging = try packageBuild(ExampleManifest.text)
    #expect(packaging.succeeded, "\(packaging.report)")
    #expect(packaging.warnings == [], "\(packaging.report)")
    #expect(
      packaging.symbols
        == Self.drawables(["back", "close"], states: ["normal", "highlighted"]).map {
          "drawable " + $0
        })
    let densities = ["mdpi-v4", "xhdpi-v4", "xxhdpi-v4"]
    let perLocale = ["", "ar-", "de-"].flatMap { locale in densities.map { locale + $0 } }
    for name in ["back", "back_highlighted"] {
      #expect(
        packaging.configurations["drawable/" + name]?.sorted() == perLocale.sorted(), "\(name)")
    }
    for name in ["close", "close_highlighted"] {
      #expect(packaging.configurations["drawable/" + name]?.sorted() == densities, "\(name)")
    }
  }

  /// Every style, with what it can draw: titled and untitled art, the ✕,
  /// glyph purposes, stretching art; three locales (one right-to-left), light
  /// and dark, every state. Classic runs every scale, 1.5x and 4x included;
  /// the others 1.5x alone, a scale only Android gets, which keeps the suite
  /// quick (aapt2 crunching large art is most of its time).
  @Test(.needs(.aapt2), arguments: AndroidVariety.allCases)
  func everyStyleLinksWithoutAWarning(_ variety: AndroidVariety) throws {
    let packaging = try packageBuild(variety.manifest)
    #expect(packaging.succeeded, "\(packaging.report)")
    #expect(packaging.warnings == [], "\(packaging.report)")
    let states = ["normal", "highlighted", "disabled"]
    let expected = Self.drawables(variety.drawableStems, states: states)
    #expect(packaging.symbols == expected.map { "drawable " + $0 }, "\(packaging.report)")
    // Every drawable has a default-locale image at every density, light and
    // dark, so no device scales another density's art or lacks one.
    let densities = variety.densities
    let defaults = densities.map { $0 + "-v4" } + densities.map { "night-" + $0 + "-v8" }
    for name in expected {
      let held = Set(packaging.configurations["drawable/" + name] ?? [])
      #expect(Set(defaults).subtracting(held) == [], "\(name) lacks these in \(held.sorted())")
    }
  }
}
