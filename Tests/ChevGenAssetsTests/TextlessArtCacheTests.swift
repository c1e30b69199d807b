import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// Textless art drawn once per build is shared by every button that would draw
/// the same pixels, and by no other: the images are byte for byte the ones
/// drawn without the cache, and a button of another width gets its own.
@Test func textlessArtIsDrawnOncePerLookAndShared() throws {
  let buttons = [
    ManifestButton(name: "Back", role: .back, titles: ["en": "Back"]),
    ManifestButton(name: "Settings", role: .back, titles: ["en": "Settings"]),
    ManifestButton(name: "Wide", role: .back, titles: ["en": "Wide"], width: 90),
  ]
  let manifest = DrawnButtons.manifest(
    locales: ["en"], states: [.normal, .highlighted], scales: [1, 2],
    outputs: [.android], buttons: buttons)
  let layout = AssetLayout(manifest: manifest)
  let shapers = try ShaperPool(
    font: AssetRasterizer.look(for: buttons[0], theme: manifest.theme).font)
  let cache = TextlessArtCache()
  let edition = ArtEdition(nil, .leftToRight, .textless)
  let drawn = try buttons.map { button in
    let alone = try AssetRasterizer.render(button, edition, layout: layout, shapers: shapers)
    let shared = try AssetRasterizer.render(
      button, edition, layout: layout, shapers: shapers, textless: cache)
    #expect(shared.images.map(\.ninePatch) == alone.images.map(\.ninePatch), "\(button.name)")
    #expect(shared.images.allSatisfy { $0.ninePatch != nil })
    return shared.images.map(\.ninePatch)
  }
  #expect(cache.count == 2)
  #expect(drawn[0] == drawn[1])
  #expect(drawn[0] != drawn[2])
}
