import Testing

/// The plugin's reading of a manifest's `outputs` key (ManifestOutputs.swift is
/// the plugin's own file, linked into this target), which decides the outputs
/// it declares.
@Suite struct ManifestOutputsTests {
  @Test func withoutTheKeyTheDefaultOutputsAreDeclared() {
    #expect(
      ManifestOutputs.entries(manifest: "theme: {style: plain}\nbuttons: []\n")
        == ["Assets.xcassets", "res", "css", "index.json"])
  }

  /// The Swift accessors are a source file the target compiles, declared on their own.
  @Test func theSwiftAccessorsAreDeclaredOnlyWhenAsked() {
    #expect(
      ManifestOutputs.entries(manifest: "outputs: [xcassets, swift]\n")
        == ["Assets.xcassets", "swift/ChevGenArt.swift", "index.json"])
  }

  @Test func aFlowListNamesTheOutputs() {
    let manifest = "theme: {style: plain}\noutputs: [css, \"xcassets\"]   # no Android\n"
    #expect(
      ManifestOutputs.entries(manifest: manifest) == ["Assets.xcassets", "css", "index.json"])
  }

  @Test func aBlockListNamesTheOutputs() {
    let manifest = """
      outputs:
        # Android only
        - 'android'

      buttons:
        - {name: Back, role: back}
      """
    #expect(ManifestOutputs.requested(manifest: manifest) == .listed(["android"]))
    #expect(ManifestOutputs.entries(manifest: manifest) == ["res", "index.json"])
  }

  @Test func aNestedOrCommentedKeyIsNotTheManifests() {
    #expect(
      ManifestOutputs.requested(manifest: "# outputs: [css]\ntheme:\n  outputs: [css]\n") == .absent
    )
  }

  @Test func aFormItDoesNotReadIsNamedNotGuessed() {
    for manifest in [
      "outputs: [css,\n  android]\n", "outputs: *kinds\n", "outputs:\nbuttons: []\n",
    ] {
      #expect(ManifestOutputs.requested(manifest: manifest) == .unreadable, "\(manifest)")
      #expect(ManifestOutputs.entries(manifest: manifest) == nil)
    }
  }
}
