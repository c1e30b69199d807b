import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// Android draws a button's title itself, in `@color/chevgen_<name>_text`:
/// that colour must be the one the art draws its title in, for every style,
/// appearance and state, glass (whose title follows its glass) included.
@Suite struct AndroidTitleColorTests {
  /// A titled Done in `style`, light and dark, normal and disabled.
  static func manifest(_ style: String) -> String {
    """
    theme: {style: \(style)}
    scales: [2]
    appearances: [light, dark]
    states: [normal, disabled]
    outputs: [css, android]
    android: {scales: [2]}
    buttons:
      - {name: Done, purpose: done}
    """
  }

  /// The colours `res/values[-night]/chevgen_colors.xml` gives, by name.
  static func colors(_ xml: String) -> [String: String] {
    var found: [String: String] = [:]
    for line in xml.split(separator: "\n") where line.contains("<color name=\"") {
      let name = line.split(separator: "\"")[1]
      let value = line.split(separator: ">")[1].prefix(9)
      found[String(name)] = String(value)
    }
    return found
  }

  /// How many opaque pixels of `png` are `#AARRGGBB`'s colour: a title's
  /// inside is its fill. Within 1 of 255 per channel, stated: cairo keeps a
  /// colour in 16 bits and truncates it to 8 (glass's 0.12 blue is drawn 30),
  /// where the resource's hex rounds (31); a colour one level off is the same
  /// colour to any eye, and any other style's or a wrong colour is far off.
  static func count(_ argb: String, in png: Data) throws -> Int {
    let image = try PNGDecoder.decode([UInt8](png))
    let value = UInt32(argb.dropFirst(3), radix: 16)!
    let rgb = [Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF)]
    var count = 0
    for index in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[index + 3] == 255
    {
      let near = (0..<3).allSatisfy { abs(Int(image.pixels[index + $0]) - rgb[$0]) <= 1 }
      if near { count += 1 }
    }
    return count
  }

  /// The title's colour in each appearance is painted across the title of
  /// the art (the stylesheet's copy: a glass theme's catalog holds no titled
  /// art, as iOS 26 draws that glass itself) with an opaque fill, its inside
  /// that colour exactly; a disabled title is the same colour, fainter.
  @Test(arguments: ["classic", "plain", "capsule", "glass"])
  func theColourResourceIsTheColourTheArtDraws(style: String) throws {
    let cli = try CLI()
    defer { cli.remove() }
    try Self.manifest(style).write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let built = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(built.status == 0, "\(built.stderr)")
    let light = Self.colors(
      String(decoding: try cli.data("out/res/values/chevgen_colors.xml"), as: UTF8.self))
    let night = (try? cli.data("out/res/values-night/chevgen_colors.xml")).map {
      Self.colors(String(decoding: $0, as: UTF8.self))
    }
    for (colors, dark) in [(light, ""), (night ?? light, "-dark")] {
      let text = try #require(colors["chevgen_done_text"])
      #expect(text.hasPrefix("#FF"), "\(style): an opaque title")
      let png = "out/css/Done\(dark)@2x.png"
      let drawn = try Self.count(text, in: try cli.data(png))
      #expect(drawn >= 40, "\(style) \(png): \(text) is drawn in \(drawn) pixels")
      // A disabled title drawn opaque is measured the same way; a faded one
      // (classic's art at half opacity, glass's title at 30 %) is the
      // normal title's colour, fainter.
      let disabled = try #require(colors["chevgen_done_text_disabled"])
      if disabled.hasPrefix("#FF") {
        let faded = "out/css/Done-disabled\(dark)@2x.png"
        let count = try Self.count(disabled, in: try cli.data(faded))
        #expect(count >= 40, "\(style) \(faded): \(disabled) is drawn in \(count) pixels")
      } else {
        #expect(disabled.dropFirst(3) == text.dropFirst(3), "\(style): \(disabled) vs \(text)")
      }
    }
  }
}
