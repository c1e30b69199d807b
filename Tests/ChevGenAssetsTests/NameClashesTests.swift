import ChevGenFormat
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// Names that would be one CSS class, Android resource or Swift accessor, and
/// the other manifest values a build used to take past the reader: each a
/// manifest error at its line, whatever the outputs.
@Suite struct NameClashesTests {
  @Test(arguments: ["[css]", "[css, xcassets]", "[xcassets]", "[android]", "[xcassets, swift]"])
  func twoNamesOfOneClassAreRefusedWhateverTheOutputs(outputs: String) {
    let lines = manifestErrors(
      """
      outputs: \(outputs)
      buttons:
        - {name: Add-x, purpose: add}
        - {name: Add_x, purpose: add}
      """)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("chevgen.yml:4:5: error: buttons[1].name: 'Add_x' ") == true)
    #expect(
      lines.first?.hasSuffix("as does 'Add-x' (line 3); rename one") == true
        || lines.first?.hasSuffix("as is 'Add-x' (line 3); rename one") == true)
    if !outputs.contains("android") {
      #expect(
        lines == [
          "chevgen.yml:4:5: error: buttons[1].name: 'Add_x' is the CSS class .chevgen-add-x, "
            + "the Android resource R.drawable.chevgen_add_x and the Swift accessor addX, "
            + "as is 'Add-x' (line 3); rename one"
        ])
    }
  }

  @Test func theAndroidPrefixIsPartOfTheResourceName() {
    #expect(
      manifestErrors(
        """
        outputs: [xcassets]
        android: {prefix: app_}
        buttons:
          - {name: Back-x, role: back, title: Menu}
          - {name: Back_X, role: close}
        """)
        == [
          "chevgen.yml:5:5: error: buttons[1].name: 'Back_X' is the CSS class .chevgen-back-x, "
            + "the Android resource R.drawable.app_back_x and the Swift accessor backX, "
            + "as is 'Back-x' (line 4); rename one"
        ])
  }

  @Test func theAccessorsNeedTheCatalog() {
    #expect(
      manifestErrors("outputs: [css, swift]\nbuttons: [{name: Close, role: close}]") == [
        "chevgen.yml:1:10: error: outputs: swift's accessors load the asset catalog's image "
          + "sets by name; add xcassets to outputs"
      ])
  }

  @Test func aBackdropThatIsNeitherAColourNorAPathIsTheManifests() {
    func backdrop(_ value: String) -> [String] {
      manifestErrors(
        "theme: {style: glass, backdrop: \(value)}\nbuttons: [{name: Close, role: close}]")
    }
    #expect(
      backdrop("\"#GGG\"") == [
        "chevgen.yml:1:33: error: theme.backdrop: '#GGG' is not a colour; use \"#RRGGBB\" or "
          + "\"#RRGGBBAA\" in quotes, or a screenshot's path"
      ])
    #expect(
      backdrop("\"\"") == [
        "chevgen.yml:1:33: error: theme.backdrop: is empty; give a screenshot's path or a "
          + "colour, e.g. Screens/home.png or \"#FFFFFF\""
      ])
    #expect(backdrop("\"#FFFFFF\"") == [])
    #expect(backdrop("Screens/home.png") == [])
  }

  @Test func numbersAreDecimalOnly() {
    #expect(DecimalText.number("12") == 12)
    #expect(DecimalText.number("-0.5") == -0.5)
    #expect(DecimalText.number(".5") == 0.5)
    #expect(DecimalText.number("2.") == 2)
    #expect(DecimalText.number("+3") == 3)
    #expect(DecimalText.number("1e3") == 1000)
    for text in [
      "0x10", "0x1p4", "inf", "-infinity", "nan", "", ".", "-", "1e", "1e+", " 1", "1 ",
      "1_000", "١٢", "1e400",
    ] {
      #expect(DecimalText.number(text) == nil, "\(text)")
    }
    #expect(
      manifestErrors(
        "theme: {style: glass, backdrop-scale: 0x3}\nbuttons: [{name: Close, role: close}]")
        == ["chevgen.yml:1:39: error: theme.backdrop-scale: '0x3' is not a number; e.g. 3"])
  }
}
