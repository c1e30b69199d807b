import ChevGenSystem
import Synchronization
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// A button declared again under another name is drawn once and its images
/// handed on: byte for byte the ones it draws alone. Any other field, a width
/// or a title in one locale, sets buttons apart, and nothing is kept once
/// the last unit of a key has its images.
@Test func aButtonDeclaredAgainUnderAnotherNameIsDrawnOnce() throws {
  let buttons = [
    ManifestButton(name: "Back", role: .back, titles: ["en": "Back", "de": "Zurück"], index: 0),
    ManifestButton(name: "Return", role: .back, titles: ["en": "Back", "de": "Zurück"], index: 1),
    ManifestButton(
      name: "Wide", role: .back, titles: ["en": "Back", "de": "Zurück"], width: 90, index: 2),
    ManifestButton(name: "Other", role: .back, titles: ["en": "Back", "de": "Zurück!"], index: 3),
  ]
  let manifest = DrawnButtons.manifest(
    locales: ["en"], states: [.normal, .highlighted], scales: [1, 2],
    outputs: [.xcassets, .android], buttons: buttons)
  let layout = AssetLayout(manifest: manifest)
  let shapers = try ShaperPool(
    font: AssetRasterizer.look(for: buttons[0], theme: manifest.theme).font)
  let edition = ArtEdition(AssetLocale("en"), nil)
  let units = buttons.enumerated().map { index, button in
    BuildPlan.Unit(index: index, button: button, edition: edition, id: button.name, key: "-")
  }
  let repeated = RepeatedArt(units)
  #expect(repeated.key(buttons[0], edition) == repeated.key(buttons[1], edition))
  #expect(repeated.key(buttons[0], edition) != nil)
  #expect(repeated.key(buttons[2], edition) == nil)
  #expect(repeated.key(buttons[3], edition) == nil)

  let draws = Mutex(0)
  let drawn = try buttons.prefix(2).map { button in
    let alone = try AssetRasterizer.render(button, edition, layout: layout, shapers: shapers)
    let key = try #require(repeated.key(button, edition))
    let shared = try repeated.images(for: key) { () throws(AssetError) in
      draws.withLock { $0 += 1 }
      return try AssetRasterizer.render(button, edition, layout: layout, shapers: shapers).images
    }
    #expect(shared.map(\.png) == alone.images.map(\.png), "\(button.name)")
    #expect(shared.map(\.ninePatch) == alone.images.map(\.ninePatch), "\(button.name)")
    #expect(shared.allSatisfy { !$0.png.isEmpty })
    return shared.map(\.png)
  }
  #expect(draws.withLock { $0 } == 1)
  #expect(drawn[0] == drawn[1])
  #expect(repeated.keptCount == 0)
}

/// Units of three keys drawn on every core at once: each unit gets its own
/// key's images, a key is drawn again only when two threads meet it at once,
/// and nothing is kept at the end. With no room for images, every unit draws.
@Test(arguments: [8 << 20, 0]) func repeatedArtHandsEachKeyItsOwnImagesOnEveryCore(limit: Int) {
  let buttons = (0..<3).map { ManifestButton(name: "B\($0)", role: .back, titles: ["": "T\($0)"]) }
  let edition = ArtEdition(nil, nil)
  let units = (0..<300).map { index in
    var button = buttons[index % 3]
    button.name = "U\(index)"
    return BuildPlan.Unit(index: index, button: button, edition: edition, id: "\(index)", key: "-")
  }
  let repeated = RepeatedArt(units, byteLimit: limit)
  let draws = Mutex(0)
  let images = ParallelMap.map(units) { unit -> [UInt8] in
    let key = repeated.key(unit.button, unit.edition)!
    let drawn = try? repeated.images(for: key) { () throws(AssetError) in
      draws.withLock { $0 += 1 }
      let title = Array(unit.button.titles[""]!.utf8)
      return [
        RenderedButton.Image(
          state: .normal, appearance: .light, scale: 1, pixelWidth: 1, pixelHeight: 1,
          slice: nil, png: title, ninePatch: nil)
      ]
    }
    return drawn?.first?.png ?? []
  }
  for (unit, png) in zip(units, images) {
    #expect(png == Array(unit.button.titles[""]!.utf8), "\(unit.id)")
  }
  let drawn = draws.withLock { $0 }
  if limit == 0 {
    #expect(drawn == units.count)
  } else {
    #expect(drawn >= 3 && drawn <= 3 * HelperThread.availableCores, "\(drawn) draws")
  }
  #expect(repeated.keptCount == 0)
}
