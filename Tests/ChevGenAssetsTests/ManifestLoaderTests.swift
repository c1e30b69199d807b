import ChevGenGeometry
import ChevGenTestSupport
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

@Suite struct ManifestLoaderTests {
  static let example = ExampleManifest.text

  @Test func theGlassVariantIsReadAndRefusedWhereItMeansNothing() throws {
    let manifest = try ManifestLoader.load(
      text: "theme: {style: glass, glass-variant: clear}\nbuttons: [{name: Close, role: close}]",
      path: "chevgen.yml")
    #expect(manifest.theme.glassVariant == .clear)
    #expect(
      manifestErrors(
        "theme: {style: glass, glass-variant: frosted}\nbuttons: [{name: Close, role: close}]")
        == [
          "chevgen.yml:1:38: error: theme.glass-variant: unknown variant 'frosted'; use regular, "
            + "clear or tinted"
        ])
    #expect(
      manifestErrors(
        "theme: {style: plain, glass-variant: clear}\nbuttons: [{name: Back, role: back, title: Back}]"
      )
        == [
          "chevgen.yml:1:23: error: theme.glass-variant: theme.glass-variant is for theme.style "
            + "glass; drop it or choose that style"
        ])
  }

  @Test func readsTheExample() throws {
    let manifest = try ManifestLoader.load(text: Self.example, path: "chevgen.yml")
    #expect(manifest.theme.style == .classic)
    #expect(manifest.theme.light.tint == Color(hex: "#4A6FA5"))
    #expect(manifest.theme.dark.tint == Color(hex: "#4A6FA5"))
    #expect(manifest.locales.map(\.description) == ["en", "de", "ar"])
    #expect(manifest.states == [.normal, .highlighted])
    #expect(manifest.scales == [1, 2, 3])
    #expect(manifest.outputs == [.xcassets, .android, .css])
    #expect(manifest.buttons.map(\.name) == ["Back", "Close"])
    #expect(manifest.buttons[0].role == .back)
    #expect(manifest.buttons[0].titles == ["en": "Back", "de": "Zurück", "ar": "رجوع"])
    #expect(manifest.buttons[0].line == 7)
    #expect(manifest.buttons[1].role == .close)
    #expect(manifest.buttons[1].titles == [:])
  }
}

extension ManifestLoaderTests {
  /// Every problem is reported at once, in document order, each at its line and column.
  @Test func collectsEveryProblemWithItsPlace() {
    let text = """
      theme:
        style: classic
        tint: #4A6FA5
        text-colour: "#FFFFFF"
        platter-color: blue
        dark: {tint: "#112233", font: x}
      locales: [en, de, ar, en, "1x"]
      states: [normal, pressed]
      scales: [1, 2, 5]
      outputs: [xcassets, ios]
      buttons:
        - {name: Back, role: back, titles: {en: Back, de: Zurück}}
        - {name: back, role: back, title: Back}
        - {name: ../evil, role: close}
        - {name: Add, role: add}
        - {name: Share, purpose: share, title: Share}
        - {name: Save, purpose: save, titles: {en: Save, fr: Sauver}}
        - {name: Wide, role: back, title: "A\\tB", width: 7.5}
        - {role: forward}
      """
    #expect(
      manifestErrors(text) == [
        "chevgen.yml:3:8: error: theme.tint: is empty: YAML reads the unquoted #4A6FA5 as a comment; quote it: tint: \"#4A6FA5\"",
        "chevgen.yml:4:3: error: theme.text-colour: unknown key 'text-colour'; did you mean 'text-color'?",
        "chevgen.yml:5:18: error: theme.platter-color: 'blue' is not a colour; use \"#RRGGBB\" or \"#RRGGBBAA\" in quotes",
        "chevgen.yml:6:27: error: theme.dark.font: unknown key 'font'; did you mean 'tint'?",
        "chevgen.yml:7:23: error: locales[3]: 'en' is listed twice; list it once",
        "chevgen.yml:7:27: error: locales[4]: '1x' is not a locale; use a language code with an optional script and region, e.g. en, pt-BR, zh-Hans",
        "chevgen.yml:8:18: error: states[1]: unknown value 'pressed'; use one of normal, highlighted, disabled",
        "chevgen.yml:9:16: error: scales[2]: 5 is not a scale the platforms use; use 1, 1.5, 2, 3 or 4",
        "chevgen.yml:10:21: error: outputs[1]: unknown value 'ios'; use one of xcassets, android, css, swift",
        "chevgen.yml:12:38: error: buttons[0].titles: no title for locale 'ar'; add ar: … (every declared locale needs one)",
        "chevgen.yml:14:12: error: buttons[2].name: '../evil' would write outside the output directory; use letters a–z, digits, - and _, starting with a letter, e.g. BackButton",
        "chevgen.yml:15:23: error: buttons[3].role: add is a purpose; write purpose: add",
        "chevgen.yml:16:42: error: buttons[4].title: buttons[4].purpose share draws its glyph and takes no title; drop buttons[4].title",
        "chevgen.yml:17:52: error: buttons[5].titles.fr: 'fr' is not a declared locale (en, de, ar); add it to locales or drop this title",
        "chevgen.yml:18:37: error: buttons[6].title: the title has U+0009 at character 2, which cannot be drawn on a one-line label; remove it",
        "chevgen.yml:18:52: error: buttons[6].width: 7.5 is out of range; use 18 to 1000 points",
        "chevgen.yml:19:5: error: buttons[7].name: every button needs a name, e.g. name: Back",
        "chevgen.yml:19:12: error: buttons[7].role: unknown role 'forward'; use back or close, or a purpose (add, edit, delete, search, share, done, save, cancel)",
      ])
  }

  @Test func syntaxErrorsAndWrongShapes() {
    #expect(
      manifestErrors("a: [1, 2") == [
        "chevgen.yml:2:1: error: not valid YAML: did not find expected ',' or ']' while parsing a flow sequence; fix the syntax at this point"
      ])
    #expect(
      manifestErrors("") == [
        "chevgen.yml:1:1: error: the manifest is empty; declare a theme and buttons (see README)"
      ])
    #expect(
      manifestErrors("- 1") == [
        "chevgen.yml:1:1: error: expected a manifest (keys and values), found a list"
      ])
  }

  /// Classic fades a disabled button to half opacity, so a disabled colour is
  /// refused unless a ✕ (or another style) draws it.
  @Test func disabledColorNeedsAStyleThatRecoloursOrAClose() {
    let back = "buttons: [{name: Back, role: back, title: Back}]"
    #expect(
      manifestErrors("theme: {disabled-color: \"#999999\"}\n" + back) == [
        "chevgen.yml:1:9: error: theme.disabled-color: theme.style classic fades a disabled button to half opacity and takes no colour for it; drop theme.disabled-color"
      ])
    #expect(manifestErrors("theme: {style: plain, disabled-color: \"#999999\"}\n" + back) == [])
    #expect(
      manifestErrors(
        "theme: {disabled-color: \"#999999\"}\n"
          + "buttons: [{name: Back, role: back, title: Back}, {name: X, role: close}]") == [])
  }

  /// A platter colour is refused where nothing draws a platter, like the shadow
  /// keys outside the classic style, rather than silently ignored.
  @Test func platterColorNeedsACapsuleOrAClose() {
    let back = "buttons: [{name: Back, role: back, title: Back}]"
    #expect(
      manifestErrors(
        "theme: {platter-color: \"#FFFFFF\", dark: {platter-color: \"#000000\"}}\n" + back)
        == [
          "chevgen.yml:1:9: error: theme.platter-color: theme.style classic has no platter; theme.platter-color is for capsule and the ✕ (close)",
          "chevgen.yml:1:42: error: theme.dark.platter-color: theme.style classic has no platter; theme.dark.platter-color is for capsule and the ✕ (close)",
        ])
    #expect(manifestErrors("theme: {style: capsule, platter-color: \"#FFFFFF\"}\n" + back) == [])
    #expect(
      manifestErrors(
        "theme: {platter-color: \"#FFFFFF\"}\nbuttons: [{name: Back, role: back}, {name: X, role: close}]"
      ) == [
        "chevgen.yml:2:11: error: buttons[0]: a back button in the classic style draws a title; add title: …"
      ])
  }
}

extension ManifestLoaderTests {
  /// The minimal style draws glyphs alone: a titled action (done, save, cancel)
  /// is refused as needing its title, given one or not, and a glyph purpose's
  /// title as one its glyph replaces.
  @Test func minimalStyleRefusesTitledActions() {
    let text = """
      theme: {style: minimal}
      locales: [en, de]
      buttons:
        - {name: Done, purpose: done, title: Done}
        - {name: Save, purpose: save, titles: {en: Save, de: Sichern}}
        - {name: Cancel, purpose: cancel}
        - {name: Add, purpose: add, title: Add}
      """
    #expect(
      manifestErrors(text) == [
        "chevgen.yml:4:40: error: buttons[0].title: theme.style minimal draws glyphs alone, and buttons[0].purpose done needs its title; use theme.style classic, plain or capsule",
        "chevgen.yml:5:41: error: buttons[1].titles: theme.style minimal draws glyphs alone, and buttons[1].purpose save needs its title; use theme.style classic, plain or capsule",
        "chevgen.yml:6:5: error: buttons[2]: theme.style minimal draws glyphs alone, and buttons[2].purpose cancel needs its title; use theme.style classic, plain or capsule",
        "chevgen.yml:7:38: error: buttons[3].title: buttons[3].purpose add draws its glyph and takes no title; drop buttons[3].title",
      ])
  }
}

extension ManifestLoaderTests {
  /// Every output path is planned from the manifest: two buttons that write one
  /// file, case ignored, are refused with both lines; names that cannot be
  /// files on Windows or drawables on Android are refused, each saying why.
  @Test func collisionsAndNamesNoPlatformTakes() {
    let text = """
      appearances: [light, dark]
      buttons:
        - {name: Back, role: back, title: Back}
        - {name: back, role: close}
        - {name: Back-dark, role: back, title: Back}
        - {name: Ärger, role: close}
        - {name: con, role: close}
        - {name: LPT9, role: close}
        - {name: class, role: close}
        - {name: Fun, role: close}
      """
    #expect(
      manifestErrors(text) == [
        "chevgen.yml:4:5: error: buttons[1].name: 'back' writes Assets.xcassets/back.imageset/back.png, as does 'Back' (line 3) as Assets.xcassets/Back.imageset/Back.png (macOS and Windows ignore case); rename one",
        "chevgen.yml:5:5: error: buttons[2].name: 'Back-dark' writes css/Back-dark.png, as does 'Back' (line 3) in dark; rename one",
        "chevgen.yml:6:12: error: buttons[3].name: 'Ärger' is not ASCII ('Ä'): use letters a–z, digits, - and _, starting with a letter, e.g. BackButton",
        "chevgen.yml:7:12: error: buttons[4].name: 'con' is a device name on Windows (CON, PRN, AUX, NUL, COM1–COM9, LPT1–LPT9), where no file can be called con.png; rename it",
        "chevgen.yml:8:12: error: buttons[5].name: 'LPT9' is a device name on Windows (CON, PRN, AUX, NUL, COM1–COM9, LPT1–LPT9), where no file can be called LPT9.png; rename it",
      ])
    // A button's locale is part of its file names.
    #expect(
      manifestErrors(
        "locales: [en, de]\nbuttons:\n  - {name: Back, role: back, titles: {en: Back, de: Zurück}}\n"
          + "  - {name: Back-de, role: close}")
        == [
          "chevgen.yml:4:5: error: buttons[1].name: 'Back-de' writes css/Back-de.png, as does 'Back' (line 3) in de; rename one"
        ])
    // A nine-patch and a plain PNG of one name are one Android drawable.
    #expect(
      manifestErrors(
        "outputs: [android]\nbuttons:\n  - {name: Back, role: back, title: Back}\n"
          + "  - {name: back, role: close}")
        == [
          "chevgen.yml:4:5: error: buttons[1].name: 'back' writes res/drawable-mdpi/chevgen_back_normal.png, as does 'Back' (line 3) in Android's textless art as res/drawable-mdpi/chevgen_back_normal.9.png (Android takes .png and .9.png as one drawable); rename one"
        ])
  }

  /// A byte-order mark is read; a repeated key is reported where it repeats; no
  /// message quotes more than 200 characters of input; an unquoted # colour
  /// gets the quoted line to write.
  @Test func parsingHostileAndCarelessText() {
    #expect(manifestErrors("\u{FEFF}buttons: [{name: Close, role: close}]") == [])
    #expect(manifestErrors("\u{FEFF}scales: [1]\nbuttons: [{name: Close, role: close}]") == [])
    #expect(
      manifestErrors("\u{FEFF}theme: {style: bold}\nbuttons: [{name: Close, role: close}]") == [
        "chevgen.yml:1:16: error: theme.style: unknown style 'bold'; use classic, plain, minimal, capsule or glass"
      ])
    #expect(
      manifestErrors(
        "theme: {style: plain}\nbuttons: [{name: Close, role: close}]\ntheme: {style: plain}")
        == ["chevgen.yml:3:1: error: theme: 'theme' is given twice (first on line 1); keep one"])
    #expect(
      manifestErrors("buttons:\n  - {name: Close, role: close, name: X}")
        == [
          "chevgen.yml:2:32: error: buttons[0].name: 'name' is given twice (first on line 2); keep one"
        ])
    let long = String(repeating: "x", count: 1 << 20)
    let huge = manifestErrors(
      "buttons: [{name: Close, role: close}]\n\(long): 1\n# \(long)\nbuttons: []")
    #expect(huge.count == 1 && huge.allSatisfy { $0.count < 500 }, "\(huge.map(\.count))")
    #expect(
      manifestErrors("theme: {style: \(long)}\nbuttons: [{name: Close, role: close}]")
        == [
          "chevgen.yml:1:16: error: theme.style: unknown style '\(String(long.prefix(200)))…'; use classic, plain, minimal, capsule or glass"
        ])
    #expect(
      manifestErrors("theme:\n  tint: #4A6FA5\nbuttons: [{name: Close, role: close}]") == [
        "chevgen.yml:2:8: error: theme.tint: is empty: YAML reads the unquoted #4A6FA5 as a comment; quote it: tint: \"#4A6FA5\""
      ])
    #expect(
      manifestErrors("theme: {tint: #4A6FA5}\nbuttons: [{name: Close, role: close}]") == [
        "chevgen.yml:2:8: error: not valid YAML: did not find expected ',' or '}' while parsing a flow mapping; YAML reads the unquoted #4A6FA5 on line 1 as a comment; quote it: \"#4A6FA5\""
      ])
  }

  /// Android's own section: its densities as the scales are checked, who
  /// draws the title; a button's state list may not be another button's image.
  @Test func androidOptionsAndStateListNames() {
    #expect(
      manifestErrors(
        "android: {scales: [2, 5, 2], text: vector, fonts: x}\nbuttons: [{name: X, role: close}]")
        == [
          "chevgen.yml:1:23: error: android.scales[1]: 5 is not a scale the platforms use; use 1, 1.5, 2, 3 or 4",
          "chevgen.yml:1:26: error: android.scales[2]: 2 is listed twice; list it once",
          "chevgen.yml:1:36: error: android.text: unknown value 'vector'; use native (Android draws the title) or baked (the title is drawn into the art)",
          "chevgen.yml:1:44: error: android.fonts: unknown key 'fonts'; use one of scales, text, prefix",
        ])
    #expect(manifestErrors("android: [1]\nbuttons: [{name: X, role: close}]").count == 1)
    #expect(
      manifestErrors(
        "outputs: [android]\nbuttons:\n  - {name: Back, role: close}\n"
          + "  - {name: Back-normal, role: close}")
        == [
          "chevgen.yml:4:5: error: buttons[1].name: 'Back-normal' writes res/drawable/chevgen_back_normal.xml, as does 'Back' (line 3) as res/drawable-mdpi/chevgen_back_normal.png (Android names both R.drawable.chevgen_back_normal); rename one"
        ])
    // The prefix is checked as Android checks a resource name; a name is
    // checked with it, so `class` is fine as `chevgen_class`.
    #expect(
      manifestErrors(
        "android: {prefix: Chevgen_}\nbuttons: [{name: X, role: close}]") == [
          "chevgen.yml:1:19: error: android.prefix: 'Chevgen_' does not start with a lower-case letter, as Android resource names must; use lower-case letters a–z, digits and _, starting with a letter, e.g. chevgen_"
        ])
    #expect(
      manifestErrors("android: {prefix: \"my-app_\"}\nbuttons: [{name: X, role: close}]") == [
        "chevgen.yml:1:19: error: android.prefix: 'my-app_' has '-', which Android resource names cannot hold; use lower-case letters a–z, digits and _, starting with a letter, e.g. chevgen_"
      ])
    #expect(
      manifestErrors("android: {prefix: \"\"}\nbuttons: [{name: X, role: close}]") == [
        "chevgen.yml:1:19: error: android.prefix: is empty; use lower-case letters a–z, digits and _, starting with a letter, e.g. chevgen_"
      ])
    #expect(
      manifestErrors(
        "android:\n  prefix: i\nbuttons:\n  - {name: F, role: close}\n  - {name: class, role: close}"
      )
        == [
          "chevgen.yml:4:12: error: buttons[0].name: 'F' becomes the Android resource R.drawable.if, and aapt refuses it: if is a Java keyword; rename it or change android.prefix"
        ])
    #expect(
      manifestErrors("android: {prefix: v}\nbuttons: [{name: Al, role: close}]") == [
        "chevgen.yml:2:18: error: buttons[0].name: 'Al' becomes the Android resource R.drawable.val, and val is a Kotlin keyword, which Kotlin code cannot name without backticks; rename it or change android.prefix"
      ])
    #expect(
      manifestErrors("buttons: [{name: class, role: close}, {name: Fun, role: close}]") == [])
    // An empty title would draw the same art per locale; the chevron alone is minimal's.
    #expect(
      manifestErrors("buttons: [{name: Up, role: back, title: \"\"}]")
        == [
          "chevgen.yml:1:41: error: buttons[0].title: is empty; give the title, or use style minimal for the chevron alone"
        ])
    // A width must land on Android's densities too, 1.5 among them by default.
    #expect(
      manifestErrors("buttons: [{name: Wide, role: back, title: Back, width: 61}]")
        == [
          "chevgen.yml:1:56: error: buttons[0].width: 61 does not land on every scale's pixels; use a whole number of points, even for scale 1.5 (Android's hdpi), or list android.scales without 1.5"
        ])
    #expect(
      manifestErrors(
        "android: {scales: [1, 2, 3]}\nbuttons: [{name: Wide, role: back, title: Back, width: 61}]"
      ) == [])
  }

  /// A name with a line break is named on one line, the break escaped.
  @Test func aNameWithALineBreakIsReportedOnOneLine() {
    #expect(
      manifestErrors("buttons: [{name: \"Clo\\nse\", role: close}]")
        == [
          "chevgen.yml:1:18: error: buttons[0].name: 'Clo\\u{A}se' has '\\u{A}', which asset names cannot hold; use letters a–z, digits, - and _, starting with a letter, e.g. BackButton"
        ])
  }

  /// The catalog's vector switch is YAML's bare true or false; titles must
  /// show something, and fit in an Android string when Android draws them.
  @Test func vectorsAndTitlesThePlatformsCanHold() {
    #expect(manifestErrors("xcassets: {vector: true}\nbuttons: [{name: X, role: close}]") == [])
    #expect(
      manifestErrors("xcassets: {vector: \"true\"}\nbuttons: [{name: X, role: close}]")
        == [
          "chevgen.yml:1:20: error: xcassets.vector: 'true', quoted, is not true or false; use true (unquoted) for title-less art as PDF vectors, false (the default) for PNGs"
        ])
    #expect(
      manifestErrors("buttons: [{name: Save, purpose: save, title: \" \\u200B \"}]")
        == [
          "chevgen.yml:1:46: error: buttons[0].title: has no visible character; give the title"
        ])
    let emoji = String(repeating: "😀", count: 5462)
    #expect(
      manifestErrors("buttons: [{name: Done, purpose: done, title: \"\(emoji)\"}]")
        == [
          "chevgen.yml:1:11: error: buttons[0].title: the title takes 32772 bytes in an Android string, which holds at most 32767; shorten it, or use android: {text: baked}"
        ])
    #expect(
      manifestErrors(
        "android: {text: baked}\nbuttons: [{name: Done, purpose: done, title: \"\(emoji)\"}]"
      ) == [])
  }

  /// The images a manifest asks for are counted before anything is planned or drawn.
  @Test func refusesMoreImagesThanTheLimit() {
    let buttons = (0..<1700).map { "  - {name: B\($0), role: close}" }.joined(separator: "\n")
    let problems = manifestErrors(
      "appearances: [light, dark]\nscales: [1, 2, 3]\nbuttons:\n" + buttons)
    #expect(
      problems == [
        "chevgen.yml:504:5: error: buttons[500]: the manifest asks for more than 10000 images by this button (buttons × locales × states × appearances × scales); split it into several manifests, each with its own output folder"
      ])
  }
}
