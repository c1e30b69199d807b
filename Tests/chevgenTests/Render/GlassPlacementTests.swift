import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// Where glass is drawn over what: a backdrop per appearance (the manifest's
/// `theme.backdrop: {light, dark}`, one `--backdrop` per `--appearance`), and
/// each button at its own place on a full-screen screenshot.
@Suite struct GlassPlacementTests {
  let cli: CLI

  /// Runs `chevgen build` on `manifest`, written as the folder's chevgen.yml.
  func build(_ manifest: String) throws -> CLI.Result {
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    return try cli.run(["build", "chevgen.yml", "--out", "out"])
  }

  init() throws {
    cli = try CLI()
  }

  /// A 402 × 874 pt screenshot at 1x: red at the top left, blue at the top
  /// right, white elsewhere.
  private func writeScreen(_ name: String) throws {
    let (width, height) = (402, 874)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<200 {
      for x in 0..<width where x < 100 || x >= width - 100 {
        let index = (y * width + x) * 4
        pixels[index] = x < 100 ? 230 : 20
        pixels[index + 1] = 20
        pixels[index + 2] = x < 100 ? 20 : 230
      }
    }
    let image = RGBAImage(width: width, height: height, pixels: pixels)!
    try Data(try PNGEncoder.encode(image)).write(to: cli.directory.appendingPathComponent(name))
  }

  /// A 240 × 300 pixel screenshot (80 × 100 pt at 3 a point), or `height`
  /// pixels tall, blue but for its leftmost 30 pixels, which are red.
  private func writeSmallScreen(_ name: String, height: Int = 300) throws {
    let width = 240
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let red = (index / 4) % width < 30
      pixels[index] = red ? 230 : 20
      pixels[index + 1] = 20
      pixels[index + 2] = red ? 20 : 230
    }
    let image = RGBAImage(width: width, height: height, pixels: pixels)!
    try Data(try PNGEncoder.encode(image)).write(to: cli.directory.appendingPathComponent(name))
  }

  /// The colour of art `name` at the point (`x`, `y`) of its 1x image.
  private func color(_ name: String, _ x: Int, _ y: Int) throws -> (Int, Int, Int) {
    let image = try PNGDecoder.decode([UInt8](cli.data(name)))
    let pixel = image[x, y]
    return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
  }

  /// A value that starts with a minus is taken as given: a leading
  /// button's origin (-4,59), a shadow raised and moved left (-1,2) and a
  /// rectangle typed with a minus, which diff then refuses in its own words.
  @Test func aValueMayStartWithAMinus() throws {
    defer { cli.remove() }
    try writeScreen("screen.png")
    let spaced = try cli.run([
      "--style", "glass", "--backdrop", "screen.png", "--backdrop-origin", "-4,59", "--scales",
      "1", "--out", "spaced.png",
    ])
    #expect(spaced.status == 0, "\(spaced.stderr)")
    let joined = try cli.run([
      "--style", "glass", "--backdrop", "screen.png", "--backdrop-origin=-4,59", "--scales", "1",
      "--out", "joined.png",
    ])
    #expect(joined.status == 0, "\(joined.stderr)")
    #expect(try cli.data("spaced.png") == cli.data("joined.png"))
    let shadow = try cli.run(["--title", "Menu", "--shadow-offset", "-1,2", "--out", "shadow.png"])
    #expect(shadow.status == 0, "\(shadow.stderr)")
    let titled = try cli.run(["--title", "-5%", "--scales", "1", "--out", "minus.png"])
    #expect(titled.status == 0, "\(titled.stderr)")
    let titledJoined = try cli.run(["--title=-5%", "--scales", "1", "--out", "joined-minus.png"])
    #expect(try cli.data("minus.png") == cli.data("joined-minus.png"))
    #expect(titledJoined.status == 0)
    let ignored = try cli.run(["diff", "screen.png", "screen.png", "--ignore", "-5,0,10,10"])
    ignored.expect(
      status: 2,
      line: "chevgen: error: --ignore '-5,0,10,10' is not valid: give X,Y,W,H in pixels of the "
        + "reference, e.g. --ignore 0,0,320,20")
  }

  @Test func eachButtonTakesTheContentUnderItsPlaceAndEachAppearanceItsScreen() throws {
    defer { cli.remove() }
    try writeScreen("light.png")
    let manifest = """
      theme: {style: glass, backdrop-scale: 1, backdrop: {light: light.png, dark: "#000000"}}
      appearances: [light, dark]
      scales: [1]
      outputs: [css]
      buttons:
        - {name: Back, role: back, place: leading}
        - {name: Save, purpose: save, title: Save, place: trailing}
        - {name: Add, purpose: add, place: [0, 400]}
      """
    let result = try build(manifest)
    try #require(result.status == 0, "\(result.stderr)")
    // Inside each platter (at 12, 8 in the art), left of its glyph or title.
    let back = try color("out/css/Back.png", 17, 30)
    let backRTL = try color("out/css/Back-rtl.png", 17, 30)
    let save = try color("out/css/Save.png", 17, 30)
    let add = try color("out/css/Add.png", 17, 30)
    let dark = try color("out/css/Back-dark.png", 17, 30)
    #expect(back.0 > back.2 + 40, "leading: over the red corner, \(back)")
    #expect(backRTL.2 > backRTL.0 + 40, "right to left, leading is the blue corner: \(backRTL)")
    #expect(save.2 > save.0 + 40, "trailing: over the blue corner, \(save)")
    #expect(abs(add.0 - add.2) < 6, "below the corners, over white: \(add)")
    #expect(dark.0 < 60 && dark.2 < 60, "dark glass over the dark backdrop: \(dark)")
  }

  /// A dark backdrop that cannot be read stops the build before drawing, in
  /// one line naming its key; exit 1, as for the single backdrop.
  @Test func anUnreadableBackdropOfOneAppearanceIsNamedByItsKey() throws {
    defer { cli.remove() }
    let manifest = """
      theme: {style: glass, backdrop: {light: "#FFFFFF", dark: Screens/dark.png}}
      appearances: [light, dark]
      buttons: [{name: Close, role: close}]
      """
    let result = try build(manifest)
    result.expect(
      status: 1,
      line: "chevgen build: error: chevgen.yml: theme.backdrop.dark 'Screens/dark.png' is not "
        + "valid: cannot read it: No such file or directory; give a PNG file or a colour such "
        + "as #FFFFFF")
    #expect(
      !FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))
  }

  /// `prominent: true` tints the action's platter in its PNG and in the
  /// stylesheet's live glass alike, its title white.
  @Test func aProminentActionIsTheTintInTheArtAndOnTheWeb() throws {
    defer { cli.remove() }
    let manifest = """
      theme: {style: glass, tint: "#FF3B30"}
      scales: [1]
      outputs: [css]
      buttons:
        - {name: Save, purpose: save, title: Save, prominent: true}
        - {name: Done, purpose: done, title: Done}
      """
    let result = try build(manifest)
    try #require(result.status == 0, "\(result.stderr)")
    let save = try color("out/css/Save.png", 17, 30)
    let done = try color("out/css/Done.png", 17, 30)
    #expect(save.0 > 200 && save.2 < 120, "the tint: \(save)")
    #expect(abs(done.0 - done.2) < 10, "plain glass over white: \(done)")
    let css = String(decoding: try cli.data("out/css/chevgen.css"), as: UTF8.self)
    let saveGlass = try #require(
      css.components(separatedBy: ".chevgen-save_glass {\n").dropFirst().first)
    #expect(saveGlass.contains("  color: rgb(100% 100% 100% / 100%);\n"))
    #expect(saveGlass.contains("  background-color: rgb(100% 23.1% 18.8% / 85%);\n"))
    let doneGlass = try #require(
      css.components(separatedBy: ".chevgen-done_glass {\n").dropFirst().first)
    #expect(doneGlass.contains("  background-color: rgb(100% 100% 100% / 30%);\n"))
  }

  @Test func aGlassGlyphsPDFIsDrawnWhenTheScalesLeaveOneOut() throws {
    defer { cli.remove() }
    let manifest = """
      theme: {style: glass}
      scales: [2]
      outputs: [xcassets]
      buttons: [{name: Close, role: close}]
      """
    let result = try build(manifest)
    try #require(result.status == 0, "\(result.stderr)")
    let contents = String(
      decoding: try cli.data("out/Assets.xcassets/Close.imageset/Contents.json"), as: UTF8.self)
    #expect(contents.contains("\"filename\": \"Close.pdf\""), "\(contents)")
    #expect(
      try cli.data("out/Assets.xcassets/Close.imageset/Close.pdf").starts(with: Array("%PDF".utf8)))
  }

  @Test func oneBackdropPerAppearanceOnTheCommandLine() throws {
    defer { cli.remove() }
    let result = try cli.run([
      "--style", "glass", "--appearance", "dark", "--appearance", "light", "--backdrop",
      "#0000FF", "--backdrop", "#FF0000", "--scales", "1", "--out", "back.png",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let light = try color("back.png", 17, 30)
    let dark = try color("back-dark.png", 17, 30)
    #expect(light.0 > light.2 + 40, "light over red: \(light)")
    #expect(dark.2 > dark.0 + 20, "dark over blue: \(dark)")
    let refused = try cli.run([
      "--style", "glass", "--appearance", "dark", "--appearance", "light", "--backdrop", "#0000FF",
      "--backdrop", "#FF0000", "--backdrop", "#00FF00", "--out", "other.png",
    ])
    refused.expect(
      status: 64,
      line: "chevgen: error: --backdrop is given 3 times for 2 appearances; give one --backdrop "
        + "for every appearance, or one per --appearance in the same order")
    #expect(try cli.files().filter { $0.hasPrefix("other") }.isEmpty)
  }

  /// A backdrop of 4096 × 4096 pixels, the largest taken, is read and decoded
  /// once per build, not once per button, state or scale: the build opens it
  /// once, and its images are those of a build of each button alone.
  @Test(.needs(.strace)) func aLargeBackdropIsReadOncePerBuild() throws {
    defer { cli.remove() }
    let side = 4096
    var pixels = [UInt8](repeating: 255, count: side * side * 4)
    for y in stride(from: 0, to: side, by: 2) {
      for x in 0..<side { pixels[(y * side + x) * 4] = UInt8(x & 0xFF) }
    }
    let image = RGBAImage(width: side, height: side, pixels: pixels)!
    try Data(try PNGEncoder.encode(image)).write(
      to: cli.directory.appendingPathComponent("big.png"))
    let buttons = [
      "{name: Back, role: back, place: leading}", "{name: Add, purpose: add, place: [40, 9]}",
    ]
    func manifest(_ buttons: [String]) -> String {
      """
      theme: {style: glass, backdrop: big.png}
      states: [normal, highlighted]
      scales: [1, 2]
      outputs: [css]
      buttons:
      """ + buttons.map { "\n  - " + $0 }.joined()
    }
    try manifest(buttons).write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let opens = cli.directory.appendingPathComponent("opens.txt").path
    let traced = try cli.tool(
      "strace",
      [
        "-f", "-qq", "-o", opens, "-e", "trace=open,openat", CLI.binary.path, "build",
        "chevgen.yml", "--out", "out",
      ])
    try #require(traced.status == 0, "\(traced.stderr)")
    let lines = try String(contentsOfFile: opens, encoding: .utf8).split(separator: "\n")
    #expect(lines.filter { $0.contains("big.png\"") && !$0.contains("= -1") }.count == 1)
    for (index, button) in buttons.enumerated() {
      try manifest([button]).write(
        to: cli.directory.appendingPathComponent("alone.yml"), atomically: true, encoding: .utf8)
      let alone = try cli.run(["build", "alone.yml", "--out", "alone\(index)"])
      try #require(alone.status == 0, "\(alone.stderr)")
      let name = index == 0 ? "Back" : "Add"
      for file in ["\(name).png", "\(name)@2x.png", "\(name)-highlighted@2x.png"] {
        #expect(try cli.data("out/css/" + file) == cli.data("alone\(index)/css/" + file), "\(file)")
      }
    }
  }

  /// A platter wholly off its screenshot would show the edge's pixels alone,
  /// whatever the origin (1000,1000 and 5000,3000 drew the same bytes): it is
  /// refused, naming the screenshot's size, in render, preview and the
  /// manifest; one partly off is drawn over the edge extended.
  @Test func aPlatterWhollyOffTheBackdropIsRefusedAndOnePartlyOffIsDrawn() throws {
    defer { cli.remove() }
    try writeSmallScreen("bd.png")
    let size = "whose 240 × 300 pixels at --backdrop-scale 3 are 80 × 100 points"
    for origin in ["1000,1000", "5000,3000", "68,0", "-56,0"] {
      let result = try cli.run([
        "--style", "glass", "--backdrop", "bd.png", "--backdrop-origin=" + origin, "--out",
        "back.png",
      ])
      #expect(result.status == 64, "\(origin)")
      #expect(
        result.stderr
          == "chevgen: error: --backdrop-origin puts the glass platter wholly off --backdrop, "
          + "\(size); move it so that part of the glass platter lies on the backdrop, or drop "
          + "--backdrop-origin to centre the button\n", "\(origin)")
    }
    let preview = try cli.run([
      "preview", "--style", "glass", "--title", "Mail", "--backdrop", "bd.png",
      "--backdrop-origin", "1000,1000", "--out", "bar.png",
    ])
    preview.expect(
      status: 64,
      line: "chevgen: error: the bar at --backdrop-origin 1000,1000 lies wholly off --backdrop, "
        + "\(size); a bar lies under a 62 pt status bar (0,62) unless --backdrop-origin moves "
        + "it: give --backdrop-origin 0,0 for a screenshot of the bar alone, or a point that "
        + "puts part of the bar on the backdrop")
    // Given no origin, the bar lies under the status bar, below a 50 pt strip.
    try writeSmallScreen("strip.png", height: 150)
    let strip = try cli.run([
      "preview", "--style", "glass", "--title", "Mail", "--backdrop", "strip.png", "--out",
      "bar.png",
    ])
    strip.expect(
      status: 64,
      line: "chevgen: error: the bar at --backdrop-origin 0,62 lies wholly off --backdrop, whose "
        + "240 × 150 pixels at --backdrop-scale 3 are 80 × 50 points; a bar lies under a 62 pt "
        + "status bar (0,62) unless --backdrop-origin moves it: give --backdrop-origin 0,0 for a "
        + "screenshot of the bar alone, or a point that puts part of the bar on the backdrop")
    #expect(try cli.files() == ["bd.png", "strip.png"])
    // Partly off: the platter spans 72 to 116 pt across an 80 pt screenshot,
    // and past its right edge the glass shows that edge's blue.
    let partly = try cli.run([
      "--style", "glass", "--backdrop", "bd.png", "--backdrop-origin", "60,60", "--scales", "1",
      "--out", "back.png",
    ])
    try #require(partly.status == 0, "\(partly.stderr)")
    let beyond = try color("back.png", 40, 30)
    #expect(beyond.2 > beyond.0 + 40, "the edge's blue, extended: \(beyond)")
    let manifest = """
      theme: {style: glass, backdrop: bd.png}
      buttons:
        - {name: Add, purpose: add, place: [10, 0]}
        - {name: Save, purpose: save, title: Save, place: [5000, 5000]}
      """
    let build = try build(manifest)
    build.expect(
      status: 64,
      line: "chevgen.yml:4:53: error: buttons[1].place: buttons[1].place puts the glass platter "
        + "wholly off theme.backdrop, whose 240 × 300 pixels at theme.backdrop-scale 3 are 80 × "
        + "100 points; move it so that part of the glass platter lies on the backdrop, or drop "
        + "buttons[1].place to centre the button")
    #expect(!cli.exists("out"))
  }

  /// Where a screenshot lies and its scale mean nothing over a colour, which
  /// is the same everywhere: refused as they are without a backdrop.
  @Test func placingOptionsAreRefusedOverAColour() throws {
    defer { cli.remove() }
    for (option, value) in [("--backdrop-origin", "5,5"), ("--backdrop-scale", "2")] {
      let result = try cli.run([
        "--style", "glass", "--backdrop", "#336699", option, value, "--out", "back.png",
      ])
      result.expect(
        status: 64,
        line: "chevgen: error: \(option) only matters over a screenshot, and --backdrop is a "
          + "colour, the same everywhere; make --backdrop a PNG screenshot or drop \(option)")
    }
    let manifest = """
      theme: {style: glass, backdrop: "#336699", backdrop-scale: 2}
      buttons:
        - {name: Add, purpose: add, place: [10, 0]}
      """
    let build = try build(manifest)
    build.expect(
      status: 64,
      line: "chevgen.yml:1:44: error: theme.backdrop-scale: theme.backdrop-scale only matters "
        + "over a screenshot, and theme.backdrop is a colour, the same everywhere; make "
        + "theme.backdrop a PNG screenshot or drop theme.backdrop-scale\n"
        + "chevgen.yml:3:38: error: buttons[0].place: buttons[0].place only matters over a "
        + "screenshot, and theme.backdrop is a colour, the same everywhere; make theme.backdrop "
        + "a PNG screenshot or drop buttons[0].place")
    #expect(try cli.files() == ["chevgen.yml"])
  }

  /// Each appearance once: a second `--appearance light` took the place of
  /// the first one's backdrop without a word. A state likewise.
  @Test func anAppearanceOrAStateIsGivenOnce() throws {
    defer { cli.remove() }
    let backdrops = ["--backdrop", "#FFFFFF", "--backdrop", "#000000"]
    for (command, arguments, message) in [
      (
        "render", ["--appearance", "light", "--appearance", "light"] + backdrops,
        "--appearance light is given twice; give each appearance once"
      ),
      (
        "preview", ["--title", "Mail", "--appearance", "dark", "--appearance", "dark"] + backdrops,
        "--appearance dark is given twice; give each appearance once"
      ),
      (
        "render", ["--state", "normal", "--state", "normal", "--state", "normal"],
        "--state normal is given 3 times; give each state once"
      ),
    ] {
      let result = try cli.run(
        [command, "--style", "glass", "--out", "back.png"] + arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr == "chevgen: error: \(message)\n")
    }
    #expect(try cli.files().isEmpty)
  }
}
