import Testing

@testable import ChevGenManifest

/// A button's `prominent` and `place`, and `theme.backdrop` per appearance:
/// read into the manifest, and every misuse one line at its place.
@Suite struct ManifestGlassKeysTests {
  func load(_ text: String) -> (Manifest?, [String]) {
    do {
      return (try ManifestLoader.load(text: text, path: "chevgen.yml"), [])
    } catch {
      return (nil, error.lines)
    }
  }

  @Test func theGlassKeysAreRead() throws {
    let (manifest, errors) = load(
      """
      theme: {style: glass, backdrop: {light: light.png, dark: "#000000"}}
      buttons:
        - {name: Back, role: back, place: leading}
        - {name: Save, purpose: save, prominent: true, place: trailing}
        - {name: Add, purpose: add, prominent: false, place: [300, -2.5]}
      """)
    #expect(errors == [])
    let read = try #require(manifest)
    #expect(read.theme.backdrop == nil)
    #expect(read.theme.backdrops == [.light: "light.png", .dark: "#000000"])
    #expect(read.theme.backdrop(for: .dark)?.keyPath == "theme.backdrop.dark")
    #expect(read.buttons.map(\.prominent) == [false, true, false])
    #expect(read.buttons.map(\.place) == [.leading, .trailing, .at(.init(x: 300, y: -2.5))])
  }

  @Test func eachMisuseIsOneLineAtItsPlace() {
    let (_, errors) = load(
      """
      theme: {style: glass, backdrop: {light: a.png, sepia: b.png}}
      buttons:
        - {name: Back, role: back, prominent: true}
        - {name: Save, purpose: save, prominent: "true", place: [1]}
        - {name: Add, purpose: add, place: middle}
      """)
    #expect(
      errors == [
        "chevgen.yml:1:48: error: theme.backdrop.sepia: unknown key 'sepia'; use one of light, dark",
        "chevgen.yml:3:41: error: buttons[0].prominent: a back button is never the bar's "
          + "prominent action; drop buttons[0].prominent, which tints a glass action such as done "
          + "or save",
        "chevgen.yml:4:44: error: buttons[1].prominent: 'true', quoted, is not true or false; use "
          + "true (unquoted) for the tinted platter of the bar's confirming action, or false",
        "chevgen.yml:4:59: error: buttons[1].place: give two numbers of points, each from -100000 "
          + "to 100000; or leading, trailing or [x, y], the art's top-left corner in points, e.g. "
          + "[8, 50]",
        "chevgen.yml:5:38: error: buttons[2].place: unknown place 'middle'; use leading, trailing "
          + "or [x, y], the art's top-left corner in points, e.g. [8, 50]",
      ])
  }

  @Test func otherStylesAndAThemeWithoutABackdropRefuseThem() {
    #expect(
      load(
        """
        theme: {style: capsule}
        buttons:
          - {name: Save, purpose: save, prominent: true, place: leading}
        """
      ).1 == [
        "chevgen.yml:3:44: error: buttons[0].prominent: buttons[0].prominent tints the platter of "
          + "a glass action such as done or save; use it with theme.style glass and a "
          + "buttons[0].purpose other than back",
        "chevgen.yml:3:57: error: buttons[0].place: buttons[0].place is for theme.style glass; "
          + "drop it or choose that style",
      ])
    #expect(
      load("theme: {style: glass}\nbuttons: [{name: Save, purpose: save, place: leading}]").1 == [
        "chevgen.yml:2:46: error: buttons[0].place: buttons[0].place only matters over a "
          + "screenshot, and theme.backdrop is not given; give theme.backdrop, a PNG screenshot, "
          + "or drop buttons[0].place"
      ])
    #expect(
      load("theme: {style: glass, backdrop: {}}\nbuttons: [{name: Close, role: close}]").1 == [
        "chevgen.yml:1:33: error: theme.backdrop: is empty; give a backdrop for light, dark or "
          + "both, e.g. {light: Screens/light.png, dark: Screens/dark.png}"
      ])
    #expect(
      load("theme: {style: plain, backdrop: {dark: d.png}}\nbuttons: [{name: Add, purpose: add}]")
        .1 == [
          "chevgen.yml:1:23: error: theme.backdrop: theme.backdrop is for theme.style glass; drop "
            + "it or choose that style"
        ])
  }

  /// `place` and `theme.shadow-offset` read numbers as every key does: `0x10`
  /// was 16 to them alone.
  @Test func numbersInPlaceAndTheShadowOffsetAreDecimal() {
    #expect(
      load(
        "theme: {style: glass, backdrop: bd.png}\n"
          + "buttons: [{name: Add, purpose: add, place: [0x10, 0]}]"
      ).1 == ["chevgen.yml:2:45: error: buttons[0].place[0]: '0x10' is not a number; e.g. 8"])
    #expect(
      load(
        "theme: {style: classic, shadow-offset: [0x1, 0]}\n"
          + "buttons: [{name: Back, role: back, title: Back}]"
      ).1 == [
        "chevgen.yml:1:40: error: theme.shadow-offset: give x and y in points, each from -10 to "
          + "10, e.g. [0, -1]"
      ])
  }

  /// A backdrop per appearance whose keys are all unknown names each key,
  /// as any mapping does, rather than calling it empty.
  @Test func aBackdropMappingOfUnknownKeysNamesThem() {
    #expect(
      load("theme: {style: glass, backdrop: {sepia: bd.png}}\nbuttons: [{name: Add, purpose: add}]")
        .1 == [
          "chevgen.yml:1:34: error: theme.backdrop.sepia: unknown key 'sepia'; use one of light, dark"
        ])
    #expect(
      load("theme: {style: glass, backdrop: {lihgt: bd.png}}\nbuttons: [{name: Add, purpose: add}]")
        .1 == [
          "chevgen.yml:1:34: error: theme.backdrop.lihgt: unknown key 'lihgt'; did you mean 'light'?"
        ])
  }

  /// A backdrop's scale means nothing without a screenshot to scale.
  @Test func theBackdropScaleNeedsAScreenshot() {
    #expect(
      load("theme: {style: glass, backdrop-scale: 2}\nbuttons: [{name: Add, purpose: add}]").1 == [
        "chevgen.yml:1:23: error: theme.backdrop-scale: theme.backdrop-scale only matters over a "
          + "screenshot, and theme.backdrop is not given; give theme.backdrop, a PNG screenshot, "
          + "or drop theme.backdrop-scale"
      ])
    #expect(
      load(
        "theme: {style: glass, backdrop-scale: 2, backdrop: {light: \"#FFFFFF\", dark: d.png}}\n"
          + "buttons: [{name: Add, purpose: add}]"
      ).1 == [])
  }
}
