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

  /// Each button's state list and its image per state: `chevgen_back_states`,
  /// `chevgen_back_disabled`, `chevgen_back_highlighted`,
  /// `chevgen_back_normal`; the vector of title-less art (`chevgen_close`);
  /// and its title and the title's colours, when Android draws it.
  static func symbols(
    _ stems: [String], states: [String], vectors: [String], strings: [String] = []
  ) -> [String] {
    let drawables =
      stems.flatMap { stem in [stem + "_states"] + states.map { stem + "_" + $0 } } + vectors
    let colors = strings.flatMap { name in
      [name + "_text"] + (states.contains("disabled") ? [name + "_text_disabled"] : [])
    }
    return
      (drawables.map { "drawable chevgen_" + $0 } + strings.map { "string chevgen_" + $0 }
      + colors.map { "color chevgen_" + $0 }).sorted()
  }

  /// The manifest: three locales, two states, the back button's art
  /// without its title per direction at every density (its title in
  /// chevgen_strings.xml, its colour in chevgen_colors.xml), the ✕ once and
  /// as a vector, a state list each.
  @Test(.needs(.aapt2)) func theExampleManifestLinksWithoutAWarning() throws {
    let packaging = try packageBuild(ExampleManifest.text)
    #expect(packaging.succeeded, "\(packaging.report)")
    #expect(packaging.warnings == [], "\(packaging.report)")
    #expect(
      packaging.symbols
        == Self.symbols(
          ["back", "close"], states: ["normal", "highlighted"], vectors: ["close"],
          strings: ["back"]))
    let densities = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]
    let bothWays = densities.flatMap { [$0 + "-v4", "ldrtl-" + $0 + "-v4"] }
    for name in ["chevgen_back_normal", "chevgen_back_highlighted"] {
      #expect(
        packaging.configurations["drawable/" + name]?.sorted() == bothWays.sorted(), "\(name)")
    }
    for name in ["chevgen_close_normal", "chevgen_close_highlighted"] {
      #expect(
        packaging.configurations["drawable/" + name]?.sorted()
          == densities.map { $0 + "-v4" }.sorted(), "\(name)")
    }
    for name in ["chevgen_back_states", "chevgen_close_states"] {
      // aapt2 keeps a state list as written and adds a copy versioned for API 1.
      #expect(packaging.configurations["drawable/" + name]?.sorted() == ["", "v1"], "\(name)")
    }
    // A vector, also for API 21, where VectorDrawable begins.
    #expect(packaging.configurations["drawable/chevgen_close"]?.sorted() == ["", "v1", "v21"])
    #expect(packaging.configurations["string/chevgen_back"]?.sorted() == ["", "ar", "de"])
    #expect(packaging.configurations["color/chevgen_back_text"]?.sorted() == [""])
  }

  /// Every style, with what it can draw: titled and untitled art, the ✕,
  /// glyph purposes, stretching art; three locales (one right-to-left), light
  /// and dark, every state; titles native, or baked in the capsule run.
  /// Classic runs every density; the others 1.5x alone, which keeps the suite
  /// quick (aapt2 crunching large art is most of its time).
  @Test(.needs(.aapt2), arguments: AndroidVariety.allCases)
  func everyStyleLinksWithoutAWarning(_ variety: AndroidVariety) throws {
    let packaging = try packageBuild(variety.manifest)
    #expect(packaging.succeeded, "\(packaging.report)")
    #expect(packaging.warnings == [], "\(packaging.report)")
    let states = ["normal", "highlighted", "disabled"]
    #expect(
      packaging.symbols
        == Self.symbols(
          variety.drawableStems, states: states, vectors: variety.vectorStems,
          strings: variety.stringNames),
      "\(packaging.report)")
    // Every image has a default-locale file at every density, light and
    // dark, so no device scales another density's art or lacks one.
    let densities = variety.densities
    let defaults = densities.map { $0 + "-v4" } + densities.map { "night-" + $0 + "-v8" }
    for name in variety.drawableStems.flatMap({ stem in states.map { "chevgen_\(stem)_\($0)" } }) {
      let held = Set(packaging.configurations["drawable/" + name] ?? [])
      #expect(Set(defaults).subtracting(held) == [], "\(name) lacks these in \(held.sorted())")
    }
  }

  /// Titles with XML's and Android's special characters come out of the
  /// packaged app exactly as the manifest wrote them.
  @Test(.needs(.aapt2)) func titlesSurvivePackagingCharacterForCharacter() throws {
    let packaging = try packageBuild(
      """
      locales: [en, fr]
      outputs: [android]
      android: {scales: [1]}
      buttons:
        - {name: A, purpose: done, titles: {en: "Tom & Jerry <3>", fr: "l'été \\"chaud\\""}}
        - {name: B, purpose: save, titles: {en: "a\\\\b @x", fr: "@string/x"}}
        - {name: C, purpose: cancel, titles: {en: " two  spaces ", fr: "?attr 100%"}}
      """)
    #expect(packaging.succeeded && packaging.warnings == [], "\(packaging.report)")
    let values = packaging.table.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("(") && $0.contains("\"") }
    #expect(
      values == [
        "() \"Tom & Jerry <3>\"", "(fr) \"l'été \"chaud\"\"", "() \"a\\b @x\"",
        "(fr) \"@string/x\"", "() \" two  spaces \"", "(fr) \"?attr 100%\"",
      ], "\(packaging.table)")
  }
}
