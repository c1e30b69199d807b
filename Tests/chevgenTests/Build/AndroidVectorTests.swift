import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// The VectorDrawables `chevgen build` writes for title-less art: accepted by
/// Android's own packager, and drawing, through an independent renderer
/// (rsvg-convert), the picture chevgen's own PNG of the same art shows.
@Suite struct AndroidVectorTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// The styles whose title-less art has vectors; classic's bezels stretch.
  static let styles = ["plain", "minimal", "capsule"]

  /// Every title-less role and purpose in `style`, light and dark with
  /// other tints, at mdpi and xxhdpi. Plain and capsule need the back
  /// button's title, which Android draws; its chevron is the vector.
  static func manifest(_ style: String) -> String {
    let back =
      style == "minimal" ? "{name: Back, role: back}" : "{name: Back, role: back, title: Back}"
    return """
      theme: {style: \(style), tint: "#4A6FA5", dark: {tint: "#8AB4F8"}}
      appearances: [light, dark]
      states: [normal, highlighted, disabled]
      outputs: [android]
      android: {scales: [1, 3]}
      buttons:
        - \(back)
        - {name: Close, role: close}
        - {name: Add, purpose: add}
        - {name: Edit, purpose: edit}
        - {name: Delete, purpose: delete}
        - {name: Search, purpose: search}
        - {name: Share, purpose: share}
      """
  }

  static let names = ["back", "close", "add", "edit", "delete", "search", "share"]

  /// Builds `manifest` into `out/` of `cli`'s folder.
  static func build(_ manifest: String, in cli: CLI) throws {
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let built = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(built.status == 0, "\(built.stderr)")
  }

  /// The vectors in `out/res`, `drawable/chevgen_close.xml`, sorted: every XML
  /// file in `drawable` and `drawable-night` but the state lists.
  static func vectors(_ cli: CLI) throws -> [String] {
    let res = cli.directory.appendingPathComponent("out/res")
    return try ["drawable", "drawable-night"].flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: res.appendingPathComponent(folder).path)
        .filter { !$0.hasSuffix("_states.xml") }.map { folder + "/" + $0 }
    }.sorted()
  }

  /// aapt2 compiles and links every vector with the rest of the tree, with no
  /// warning, light and dark as one resource each (the tints differ, and so
  /// do the ✕'s grey and the platters), beside each button's state list.
  @Test(.needs(.aapt2), arguments: styles)
  func aapt2AcceptsEveryVector(_ style: String) throws {
    try Self.build(Self.manifest(style), in: cli)
    #expect(
      try Self.vectors(cli)
        == Self.names.flatMap {
          ["drawable/chevgen_\($0).xml", "drawable-night/chevgen_\($0).xml"]
        }
        .sorted())
    let packaging = try AndroidPackager.package(cli.directory.appendingPathComponent("out/res"))
    #expect(packaging.succeeded && packaging.warnings == [], "\(packaging.report)")
    let drawables = packaging.names("drawable")
    for name in Self.names {
      #expect(drawables.contains("chevgen_" + name), "\(name)")
      #expect(drawables.contains("chevgen_\(name)_states"), "\(name)")
      // aapt2 adds copies for API 21, where VectorDrawable begins, and for
      // API 19, where `autoMirrored` does (the back chevron's).
      let versions = name == "back" ? ["v1", "v19", "v21"] : ["v1", "v21"]
      #expect(
        packaging.configurations["drawable/chevgen_" + name]?.sorted()
          == (["", "night-v8"] + versions + versions.dropFirst().map { "night-" + $0 }).sorted(),
        "\(name)")
    }
  }

  /// Two runs in two folders write every vector byte for byte alike.
  @Test func vectorsAreTheSameBytesEveryRun() throws {
    let first = try CLI()
    defer { first.remove() }
    let second = try CLI()
    defer { second.remove() }
    try Self.build(Self.manifest("capsule"), in: first)
    try Self.build(Self.manifest("capsule"), in: second)
    let vectors = try Self.vectors(first)
    #expect(vectors.count == 2 * Self.names.count)
    #expect(try Self.vectors(second) == vectors)
    for vector in vectors {
      #expect(
        try first.data("out/res/" + vector) == second.data("out/res/" + vector), "\(vector)")
    }
  }

  /// Classic's art stretches (a vector cannot have a nine-patch's stretch
  /// marks): of its buttons, the ✕ alone is a vector.
  @Test func classicHasTheCloseButtonsVectorAlone() throws {
    try Self.build(Self.manifest("classic"), in: cli)
    #expect(
      try Self.vectors(cli) == ["drawable-night/chevgen_close.xml", "drawable/chevgen_close.xml"])
  }

  /// Turns a VectorDrawable into SVG with the same viewport, paths and
  /// colours, `scale` pixels per dp (mirrored, as Android mirrors an
  /// `autoMirrored` drawable right to left, when asked), and prints its
  /// `autoMirrored`: a reader of Android's format that shares no code with chevgen.
  static let converter = """
    import sys, xml.etree.ElementTree as ET
    A = '{http://schemas.android.com/apk/res/android}'
    source, scale, target = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    mirrored = sys.argv[4:] == ['mirrored']
    root = ET.parse(source).getroot()
    assert root.tag == 'vector', root.tag
    vw, vh = root.get(A + 'viewportWidth'), root.get(A + 'viewportHeight')
    assert root.get(A + 'width') == vw + 'dp' and root.get(A + 'height') == vh + 'dp'

    def color(value):
        digits = value[1:]
        alpha = int(digits[:2], 16) / 255 if len(digits) == 8 else 1
        return '#' + digits[-6:], alpha

    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %s %s">'
           % (round(float(vw) * scale), round(float(vh) * scale), vw, vh),
           '<g opacity="%s"%s>' % (root.get(A + 'alpha', '1'),
               ' transform="translate(%s,0) scale(-1,1)"' % vw if mirrored else '')]
    for path in root:
        assert path.tag == 'path', path.tag
        attributes = ['d="%s"' % path.get(A + 'pathData')]
        fill, stroke = path.get(A + 'fillColor'), path.get(A + 'strokeColor')
        if fill:
            rgb, alpha = color(fill)
            attributes += ['fill="%s"' % rgb, 'fill-opacity="%g"' % alpha]
        else:
            attributes.append('fill="none"')
        if stroke:
            rgb, alpha = color(stroke)
            attributes += ['stroke="%s"' % rgb, 'stroke-opacity="%g"' % alpha,
                           'stroke-width="%s"' % path.get(A + 'strokeWidth'),
                           'stroke-linecap="%s"' % path.get(A + 'strokeLineCap', 'butt'),
                           'stroke-linejoin="%s"' % path.get(A + 'strokeLineJoin', 'miter')]
        out.append('<path %s/>' % ' '.join(attributes))
    out.append('</g></svg>')
    with open(target, 'w') as file:
        file.write('\\n'.join(out) + '\\n')
    print(root.get(A + 'autoMirrored', 'false'))

    """

  /// How close rsvg-convert's drawing of a vector must be to chevgen's PNG:
  /// pixelmatch's threshold 0.1 (the goldens' own), anti-aliased pixels
  /// counted, and at most 0.2% of the pixels (16 of a 30 pt ✕'s 8,100 at
  /// xxhdpi). Both draw the same outlines with the same rules, so only edge
  /// rounding may differ (measured: no pixel at all, at 1x and 3x, light and
  /// dark); a wrong colour, a path out of place or a glyph mirrored changes
  /// hundreds of pixels (a 2 pt stroke is 6 pixels wide at 3x).
  static let tolerance = DiffTolerance(maximumRatio: 0.002)

  /// chevgen's PNG of what `vector` draws at `scale`: Android's own normal
  /// image for title-less art; for a back button whose title Android draws
  /// (plain, capsule), `chevgen render` of its chevron alone (the minimal
  /// display mode) in the same colours, since Android's images keep room
  /// for the title.
  static func reference(
    _ vector: String, style: String, scale: Int, mirrored: Bool = false, in cli: CLI
  ) throws -> RGBAImage {
    let night = vector.hasPrefix("drawable-night/")
    let stem = String(vector.split(separator: "/")[1].dropLast(4))
    let density = scale == 1 ? "mdpi" : "xxhdpi"
    if stem == "chevgen_back" && style != "minimal" {
      let arguments =
        [
          "--style", style, "--display-mode", "minimal", "--tint", night ? "#8AB4F8" : "#4A6FA5",
          "--scales", "\(scale)", "--out", "reference.png",
        ] + (night ? ["--appearance", "dark"] : []) + (mirrored ? ["--direction", "rtl"] : [])
      let rendered = try cli.run(arguments)
      try #require(rendered.status == 0, "\(rendered.stderr)")
      let file = "reference" + (night ? "-dark" : "") + (scale == 1 ? "" : "@\(scale)x") + ".png"
      return try PNGDecoder.decode([UInt8](cli.data(file)))
    }
    let folder = (mirrored ? "ldrtl-" : "") + (night ? "night-" : "") + density
    // Minimal's right-to-left chevron is Android's own `-ldrtl` image.
    let png = "out/res/drawable-\(folder)/\(stem)_normal.png"
    return try PNGDecoder.decode([UInt8](cli.data(png)))
  }

  /// The back chevron's vector mirrored, as Android draws an `autoMirrored`
  /// drawable right to left, is chevgen's right-to-left art within `tolerance`.
  func checkMirrored(_ vector: String, style: String, scale: Int, in cli: CLI) throws {
    let converted = try cli.tool(
      "python3", ["vector2svg.py", "out/res/" + vector, "\(scale)", "mirrored.svg", "mirrored"])
    try #require(converted.status == 0, "\(vector): \(converted.stderr)")
    let drawn = try cli.tool("rsvg-convert", ["mirrored.svg", "-o", "mirrored.png"])
    try #require(drawn.status == 0, "\(vector): \(drawn.stderr)")
    let svg = try PNGDecoder.decode([UInt8](cli.data("mirrored.png")))
    let png = try Self.reference(vector, style: style, scale: scale, mirrored: true, in: cli)
    var options = PixelMatchOptions()
    options.includeAntiAliased = true
    let result = PixelMatch.compare(png, svg, options: options)
    #expect(
      result.sizesMatch && Self.tolerance.accepts(result),
      "\(vector) mirrored at \(scale)x: \(result.summary)")
  }

  /// Each vector, converted to SVG by a reader of its own and drawn by
  /// rsvg-convert at mdpi and xxhdpi, is chevgen's PNG of the same art
  /// within `tolerance`, light and dark; only the back chevron mirrors, and
  /// mirrored it is chevgen's right-to-left chevron.
  @Test(arguments: styles)
  func everyVectorDrawsWhatItsPNGShows(_ style: String) throws {
    try Self.build(Self.manifest(style), in: cli)
    try Self.converter.write(
      to: cli.directory.appendingPathComponent("vector2svg.py"), atomically: true, encoding: .utf8)
    let vectors = try Self.vectors(cli)
    #expect(vectors.count == 2 * Self.names.count)
    for vector in vectors {
      for scale in [1, 3] {
        let converted = try cli.tool(
          "python3", ["vector2svg.py", "out/res/" + vector, "\(scale)", "vector.svg"])
        try #require(converted.status == 0, "\(vector): \(converted.stderr)")
        #expect(
          converted.stdout == (vector.hasSuffix("chevgen_back.xml") ? "true\n" : "false\n"),
          "\(vector)")
        let drawn = try cli.tool("rsvg-convert", ["vector.svg", "-o", "vector.png"])
        try #require(drawn.status == 0, "\(vector): \(drawn.stderr)")
        let svg = try PNGDecoder.decode([UInt8](cli.data("vector.png")))
        let png = try Self.reference(vector, style: style, scale: scale, in: cli)
        var options = PixelMatchOptions()
        options.threshold = 0.1
        options.includeAntiAliased = true
        let result = PixelMatch.compare(png, svg, options: options)
        #expect(
          result.sizesMatch && Self.tolerance.accepts(result),
          "\(vector) at \(scale)x: \(result.summary)")
        if vector.hasSuffix("chevgen_back.xml") {
          try checkMirrored(vector, style: style, scale: scale, in: cli)
        }
      }
    }
  }
}
