import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// Button names as Swift identifiers: lower camel case, keywords in backticks,
/// and two names that give one identifier refused, whatever the outputs.
@Suite struct SwiftIdentifierTests {
  @Test func namesBecomeLowerCamelCase() {
    #expect(SwiftIdentifier.name("Back") == "back")
    #expect(SwiftIdentifier.name("Back-Large") == "backLarge")
    #expect(SwiftIdentifier.name("back_large") == "backLarge")
    #expect(SwiftIdentifier.name("URLShare") == "urlShare")
    #expect(SwiftIdentifier.name("OK") == "ok")
    #expect(SwiftIdentifier.name("save2") == "save2")
    #expect(SwiftIdentifier.name("a-1") == "a1")
    #expect(SwiftIdentifier.name("2go") == "_2go")
  }

  @Test func keywordsAreDeclaredInBackticks() {
    #expect(SwiftIdentifier.declared("Self") == "`self`")
    #expect(SwiftIdentifier.declared("Init") == "`init`")
    #expect(SwiftIdentifier.declared("Let") == "`let`")
    #expect(SwiftIdentifier.declared("Lets") == "lets")
  }

  @Test func aSharedIdentifierIsAManifestErrorWhateverTheOutputs() throws {
    for outputs in ["[xcassets, css, swift]", "[css]", "[xcassets]"] {
      let text = """
        outputs: \(outputs)
        buttons:
          - {name: AddX, purpose: add}
          - {name: add-x, purpose: add}
        """
      #expect {
        _ = try ManifestLoader.load(text: text, path: "chevgen.yml")
      } throws: { error in
        guard case ManifestError.invalid(let diagnostics) = error else { return false }
        return diagnostics.map(\.description) == [
          "chevgen.yml:4:5: error: buttons[1].name: 'add-x' is the Swift accessor addX, "
            + "as is 'AddX' (line 3); rename one"
        ]
      }
    }
  }

  @Test func theDefaultOutputsLeaveSwiftOut() throws {
    let manifest = try ManifestLoader.load(
      text: "buttons: [{name: Close, role: close}]", path: "chevgen.yml")
    #expect(manifest.outputs == [.xcassets, .android, .css])
    #expect(AssetOutput.allCases.contains(.swift))
  }
}
