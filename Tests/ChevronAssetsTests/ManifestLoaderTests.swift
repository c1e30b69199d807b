import ChevronGeometry
import Testing

@testable import ChevronAssets

@Suite struct ManifestLoaderTests {
  /// The example manifest, word for word.
  static let example = """
    theme: {style: classic, tint: "#4A6FA5"}
    locales: [en, de, ar]
    states: [normal, highlighted]
    scales: [1, 2, 3]
    outputs: [xcassets, android, css]
    buttons:
      - {name: Back, role: back, titles: {en: Back, de: Zurück, ar: رجوع}}
      - {name: Close, role: close}
    """

  func errors(_ text: String) -> [String] {
    do {
      _ = try ManifestLoader.load(text: text, path: "chevgen.yml")
      return []
    } catch {
      return error.lines
    }
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
      errors(text) == [
        "chevgen.yml:3:8: error: theme.tint: is empty; give a value, e.g. \"#4A6FA5\" (an unquoted # starts a YAML comment)",
        "chevgen.yml:4:3: error: theme.text-colour: unknown key 'text-colour'; did you mean 'text-color'?",
        "chevgen.yml:5:18: error: theme.platter-color: 'blue' is not a colour; use \"#RRGGBB\" or \"#RRGGBBAA\" in quotes",
        "chevgen.yml:6:27: error: theme.dark.font: unknown key 'font'; did you mean 'tint'?",
        "chevgen.yml:7:23: error: locales[3]: 'en' is listed twice; list it once",
        "chevgen.yml:7:27: error: locales[4]: '1x' is not a locale; use a language code with an optional script and region, e.g. en, pt-BR, zh-Hans",
        "chevgen.yml:8:18: error: states[1]: unknown value 'pressed'; use one of normal, highlighted, disabled",
        "chevgen.yml:9:16: error: scales[2]: 5 is not a scale the platforms use; use 1, 1.5, 2, 3 or 4",
        "chevgen.yml:10:21: error: outputs[1]: unknown value 'ios'; use one of xcassets, android, css",
        "chevgen.yml:12:38: error: buttons[0].titles: no title for locale 'ar'; add ar: … (every declared locale needs one)",
        "chevgen.yml:13:12: error: buttons[1].name: 'back' writes the same files as 'Back' on line 12 (names ignore case, '-' is '_', and states add -highlighted or -disabled); give each button its own name",
        "chevgen.yml:14:12: error: buttons[2].name: '../evil' would write outside the output directory; use letters, digits, - and _, starting with a letter, e.g. BackButton",
        "chevgen.yml:15:23: error: buttons[3].role: add is a purpose; write purpose: add",
        "chevgen.yml:16:42: error: buttons[4].title: purpose share (its glyph) draws no title; drop it",
        "chevgen.yml:17:52: error: buttons[5].titles.fr: 'fr' is not a declared locale (en, de, ar); add it to locales or drop this title",
        "chevgen.yml:18:37: error: buttons[6].title: the title has U+0009 at character 2, which cannot be drawn on a one-line label; remove it",
        "chevgen.yml:18:52: error: buttons[6].width: 7.5 is out of range; use 18 to 1000 points",
        "chevgen.yml:19:5: error: buttons[7].name: every button needs a name, e.g. name: Back",
        "chevgen.yml:19:12: error: buttons[7].role: unknown role 'forward'; use back or close, or a purpose (add, edit, delete, search, share, done, save, cancel)",
      ])
  }

  @Test func syntaxErrorsAndWrongShapes() {
    #expect(
      errors("a: [1, 2") == [
        "chevgen.yml:2:1: error: not valid YAML: did not find expected ',' or ']' while parsing a flow sequence; fix the syntax at this point"
      ])
    #expect(
      errors("") == [
        "chevgen.yml:1:1: error: the manifest is empty; declare a theme and buttons (see README)"
      ])
    #expect(
      errors("- 1") == [
        "chevgen.yml:1:1: error: expected a manifest (keys and values), found a list"
      ])
  }

  /// A platter colour is refused where nothing draws a platter, like the shadow
  /// keys outside the classic style, rather than silently ignored.
  @Test func platterColorNeedsACapsuleOrAClose() {
    let back = "buttons: [{name: Back, role: back, title: Back}]"
    #expect(
      errors("theme: {platter-color: \"#FFFFFF\", dark: {platter-color: \"#000000\"}}\n" + back)
        == [
          "chevgen.yml:1:9: error: theme.platter-color: the classic style draws no platter and no button has role close; drop platter-color or use style: capsule",
          "chevgen.yml:1:42: error: theme.dark.platter-color: the classic style draws no platter and no button has role close; drop platter-color or use style: capsule",
        ])
    #expect(errors("theme: {style: capsule, platter-color: \"#FFFFFF\"}\n" + back) == [])
    #expect(
      errors(
        "theme: {platter-color: \"#FFFFFF\"}\nbuttons: [{name: Back, role: back}, {name: X, role: close}]"
      ) == [
        "chevgen.yml:2:11: error: buttons[0]: a back button in the classic style draws a title; add title: …"
      ])
  }
}
