import ChevGenTestSupport
import Foundation
import Testing

/// `--style glass` on the command line: its files, and one line for every bad
/// backdrop, written before anything is drawn.
@Suite struct GlassCommandTests {
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  @Test func aGlassBackButtonIsThreeImagesOfTheCircleAndItsShadows() throws {
    let result = try cli.run(["--style", "glass", "--out", "back.png"])
    #expect(result.status == 0)
    #expect(try cli.pngSize("back.png") == (68, 70))
    #expect(try cli.pngSize("back@2x.png") == (136, 140))
    #expect(try cli.pngSize("back@3x.png") == (204, 210))
  }

  @Test func aTitleOnAGlassBackButtonIsRefusedWithTheGuidelinesReason() throws {
    try cli.expectRefusal(
      ["--style", "glass", "--title", "Menu", "--out", "back.png"], status: 64,
      "--style glass draws the back chevron alone, as iOS 26's guidelines ask of a back button; "
        + "drop --title, or use --style capsule for a titled platter")
  }

  @Test func glassOptionsBelongToTheGlassStyle() throws {
    try cli.expectRefusal(
      ["--backdrop", "#336699", "--out", "back.png"], status: 64,
      "--backdrop is for --style glass; drop it or choose that style")
    try cli.expectRefusal(
      ["--style", "glass", "--prominent", "--out", "back.png"], status: 64,
      "a back button is never the bar's prominent action; drop --prominent, which tints a "
        + "glass action such as done or save")
    try cli.expectRefusal(
      ["--purpose", "done", "--prominent", "--out", "done.png"], status: 64,
      "--prominent tints the platter of a glass action such as done or save; use it with "
        + "--style glass and a --purpose other than back")
  }

  @Test func theGlassVariantIsGlassOnlyAndNamed() throws {
    try cli.expectRefusal(
      ["--glass-variant", "clear", "--out", "back.png"], status: 64,
      "--glass-variant is for --style glass; drop it or choose that style")
    let unknown = try cli.run([
      "--style", "glass", "--glass-variant", "frosted", "--out", "back.png",
    ])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("--glass-variant"), "\(unknown.stderr)")
    let clear = try cli.run(["--style", "glass", "--glass-variant", "clear", "--out", "back.png"])
    #expect(clear.status == 0, "\(clear.stderr)")
    let regular = try cli.run(["--style", "glass", "--out", "regular.png"])
    #expect(regular.status == 0, "\(regular.stderr)")
    // Over white, clear glass (dimmed) and regular glass differ.
    #expect(
      try Data(contentsOf: cli.directory.appendingPathComponent("back@3x.png"))
        != Data(contentsOf: cli.directory.appendingPathComponent("regular@3x.png")))
  }

  @Test func theScrollEdgeIsForGlassPreviews() throws {
    let refused = try cli.run([
      "preview", "--title", "Settings", "--style", "plain", "--scroll-edge", "soft", "--out",
      "bar.png",
    ])
    refused.expect(
      status: 64,
      line: "chevgen: error: --scroll-edge calms the content under a glass bar; the other styles "
        + "draw their own bar; drop it or choose --style glass")
    let unknown = try cli.run([
      "preview", "--title", "Settings", "--style", "glass", "--scroll-edge", "blurry", "--out",
      "bar.png",
    ])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("use soft, hard or none"), "\(unknown.stderr)")
    let hard = try cli.run([
      "preview", "--title", "Settings", "--style", "glass", "--scroll-edge", "hard", "--out",
      "bar.png",
    ])
    #expect(hard.status == 0, "\(hard.stderr)")
  }

  @Test func aMissingBackdropIsNamed() throws {
    try cli.expectRefusal(
      ["--style", "glass", "--backdrop", "nowhere.png", "--out", "back.png"], status: 1,
      "--backdrop 'nowhere.png' is not valid: cannot read it: No such file or directory; give a "
        + "PNG file or a colour such as #FFFFFF")
  }

  @Test func aBackdropThatIsNotAPNGIsRefused() throws {
    try Data("not a picture".utf8).write(to: cli.directory.appendingPathComponent("text.png"))
    try cli.expectRefusal(
      ["--style", "glass", "--backdrop", "text.png", "--out", "back.png"], status: 1,
      "--backdrop 'text.png' is not valid: it is not a PNG file; give a PNG file or a colour "
        + "such as #FFFFFF")
  }

  @Test func aTruncatedBackdropIsRefused() throws {
    let whole = try cli.run(["--out", "whole.png", "--scales", "1"])
    #expect(whole.status == 0)
    let bytes = try cli.data("whole.png")
    try bytes.prefix(bytes.count / 2).write(to: cli.directory.appendingPathComponent("half.png"))
    let result = try cli.run(["--style", "glass", "--backdrop", "half.png", "--out", "back.png"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("chevgen: error: --backdrop 'half.png' is not valid: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func aHugeBackdropIsRefusedFromItsHeader() throws {
    // A PNG header declaring 100000 × 100000 pixels, and nothing after it.
    var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    header += [0, 0, 0, 13] + Array("IHDR".utf8)
    header += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0]
    header += [0, 0, 0, 0]
    try Data(header).write(to: cli.directory.appendingPathComponent("huge.png"))
    let result = try cli.run(["--style", "glass", "--backdrop", "huge.png", "--out", "back.png"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("chevgen: error: --backdrop 'huge.png' is not valid: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func aFIFOBackdropIsRefusedWithoutWaiting() throws {
    let fifo = cli.directory.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    try cli.expectRefusal(
      ["--style", "glass", "--backdrop", "pipe.png", "--out", "back.png"], status: 1,
      "--backdrop 'pipe.png' is not valid: cannot read it: it is a named pipe, not a regular "
        + "file; give a PNG file or a colour such as #FFFFFF")
  }

  @Test func glassAnimatesFromTheChevronToTheCross() throws {
    let result = try cli.run([
      "animate", "--style", "glass", "--to-purpose", "close", "--backdrop", "#336699",
      "--scales", "2", "--out", "anim",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try cli.pngSize("anim/frame-000@2x.png") == (136, 140))
    let refused = try cli.run([
      "animate", "--style", "plain", "--to-purpose", "close", "--backdrop", "#336699", "--out",
      "anim2",
    ])
    refused.expect(
      status: 64,
      line: "chevgen: error: --backdrop is for --style glass; drop it or choose that style for an "
        + "end")
  }

  @Test func aGlassPreviewTintsItsOwnConfirmingAction() throws {
    let result = try cli.run([
      "preview", "--style", "glass", "--configuration", "dialog", "--title", "New Event",
      "--prominent", "--out", "bar.png",
    ])
    result.expect(
      status: 64,
      line: "chevgen: error: a glass bar tints its confirming action (done or save) itself; drop "
        + "--prominent")
    let drawn = try cli.run([
      "preview", "--style", "glass", "--configuration", "dialog", "--title", "New Event",
      "--scales", "2", "--out", "bar.png",
    ])
    #expect(drawn.status == 0, "\(drawn.stderr)")
    #expect(drawn.stderr.isEmpty)
  }

  @Test func aBackdropOriginNeedsABackdrop() throws {
    try cli.expectRefusal(
      ["--style", "glass", "--backdrop-origin", "0,0", "--out", "back.png"], status: 64,
      "--backdrop-origin only matters over a screenshot, and --backdrop is not given; give "
        + "--backdrop, a PNG screenshot, or drop --backdrop-origin")
  }
}
