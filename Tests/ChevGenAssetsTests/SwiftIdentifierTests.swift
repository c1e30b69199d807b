import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// Button names as Swift identifiers: lower camel case, keywords in backticks,
/// and two names that give one identifier refused when the accessors are asked for.
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

  @Test func collidingNamesAreAManifestErrorOnlyWithSwift() throws {
    let text = """
      outputs: [css, swift]
      buttons:
        - {name: Back-Large, role: back, title: Back}
        - {name: back_large, role: close}
      """
    #expect {
      _ = try ManifestLoader.load(text: text, path: "chevgen.yml")
    } throws: { error in
      guard case ManifestError.invalid(let diagnostics) = error else { return false }
      return diagnostics.map(\.description) == [
        "chevgen.yml:4:5: error: buttons[1].name: 'back_large' is the Swift accessor backLarge, "
          + "as is 'Back-Large' (line 3); rename one"
      ]
    }
    let withoutSwift = text.replacingOccurrences(of: "[css, swift]", with: "[css]")
    #expect(throws: Never.self) { _ = try ManifestLoader.load(text: withoutSwift, path: "m.yml") }
  }

  @Test func theDefaultOutputsLeaveSwiftOut() throws {
    let manifest = try ManifestLoader.load(
      text: "buttons: [{name: Close, role: close}]", path: "chevgen.yml")
    #expect(manifest.outputs == [.xcassets, .android, .css])
    #expect(AssetOutput.allCases.contains(.swift))
  }
}
