import Testing

@testable import ChevGenManifest

/// A title that begins with U+FEFF keeps it, however the manifest spells
/// it: Yams's decoding takes a leading one for a byte-order mark and drops
/// it, and the loader puts back what the source wrote.
@Suite struct ByteOrderMarkTitleTests {
  static func titles(_ spelled: [String]) throws -> [String] {
    let buttons = spelled.enumerated().map { index, title in
      "  - {name: B\(index), role: back, titles: {en: \(title)}}"
    }
    let text = "locales: [en]\nbuttons:\n" + buttons.joined(separator: "\n") + "\n"
    let manifest = try ManifestLoader.load(text: text, path: "chevgen.yml")
    return manifest.buttons.map { $0.titles["en"] ?? "" }
  }

  @Test func aLeadingFEFFIsKeptInEverySpelling() throws {
    let spelled = [
      #""\ufeffMenu""#, #""\uFEFFMenu""#, #""\U0000FEFFMenu""#, "\"\u{FEFF}Menu\"",
      "'\u{FEFF}Menu'", "\u{FEFF}Menu", #""\ufeff\ufeffMenu""#, #""M\ufeffenu""#, "Menu",
    ]
    #expect(
      try Self.titles(spelled) == [
        "\u{FEFF}Menu", "\u{FEFF}Menu", "\u{FEFF}Menu", "\u{FEFF}Menu", "\u{FEFF}Menu",
        "\u{FEFF}Menu", "\u{FEFF}\u{FEFF}Menu", "M\u{FEFF}enu", "Menu",
      ])
  }
}
