import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// One screen model: a manifest's `place: leading|trailing` buttons take the
/// screenshot under them exactly where `chevgen preview` of the same
/// screenshot draws the same items, both ways round.
@Suite struct ScreenModelTests {
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// A full-screen 402 × 874 pt screenshot at 2x whose every pixel differs
  /// from its neighbours' (red across, green down, a 9-pixel checker in
  /// blue), so that art placed a point away takes other colours.
  private func writeScreen() throws {
    let (width, height) = (804, 1748)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let index = (y * width + x) * 4
        pixels[index] = UInt8(x * 255 / width)
        pixels[index + 1] = UInt8((y * 7) % 256)
        pixels[index + 2] = UInt8((x / 9 % 2) * 200 + (y / 9 % 2) * 55)
      }
    }
    let image = RGBAImage(width: width, height: height, pixels: pixels)!
    try Data(try PNGEncoder.encode(image)).write(
      to: cli.directory.appendingPathComponent("screen.png"))
  }

  /// The preview's item frames, in points, from its sidecar.
  private func frames(_ sidecar: String) throws -> [[Double]] {
    let json = try JSONSerialization.jsonObject(with: cli.data(sidecar)) as! [String: Any]
    return (json["items"] as! [[String: Any]]).map { item in
      let frame = item["frame"] as! [String: Double]
      return [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
    }
  }

  /// The largest channel difference between the opaque pixels of `art` (a
  /// manifest's glass button, its platter 12 pt from the left and 8 pt from
  /// the top) and the preview `bar` at `frame` moved `shift` points across.
  private func difference(
    _ art: String, _ bar: RGBAImage, frame: [Double], shift: Double = 0
  ) throws -> Int {
    let image = try PNGDecoder.decode([UInt8](cli.data(art)))
    let (left, top) = (Int((frame[0] + shift) * 2), Int(frame[1] * 2))
    var largest = 0
    for y in 0..<Int(frame[3] * 2) {
      for x in 0..<Int(frame[2] * 2) {
        let own = image[x + 24, y + 16]
        guard own.alpha == 255 else { continue }
        let drawn = bar[left + x, top + y]
        largest = max(
          largest, abs(Int(own.red) - Int(drawn.red)), abs(Int(own.green) - Int(drawn.green)),
          abs(Int(own.blue) - Int(drawn.blue)))
      }
    }
    return largest
  }

  /// Left to right and right to left: the leading back button, then Done,
  /// Cancel and (left to right) Edit on the trailing edge, outermost first;
  /// each manifest image equals the preview's platter within 3 levels (its
  /// title's anti-aliasing), and a point off it differs by far more.
  @Test(arguments: [false, true])
  func aManifestsEdgeButtonsLandWhereThePreviewDrawsThem(rightToLeft: Bool) throws {
    defer { cli.remove() }
    try writeScreen()
    let locale = rightToLeft ? "ar" : "en"
    let manifest = """
      theme: {style: glass, backdrop: screen.png, backdrop-scale: 2}
      scales: [2]
      outputs: [css]
      locales: [\(locale)]
      buttons:
        - {name: Back, role: back, place: leading}
        - {name: Done, purpose: done, titles: {\(locale): Done}, prominent: true, place: trailing}
        - {name: Cancel, purpose: cancel, titles: {\(locale): Cancel}, place: trailing}
        - {name: Edit, purpose: edit, place: trailing}
      """
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let build = try cli.run(["build", "chevgen.yml", "--out", "out"])
    try #require(build.status == 0, "\(build.stderr)")
    let trailing = rightToLeft ? "done,cancel" : "done,cancel,edit"
    let preview = try cli.run(
      [
        "preview", "--style", "glass", "--title", "Inbox", "--trailing", trailing, "--backdrop",
        "screen.png", "--backdrop-scale", "2", "--scroll-edge", "none", "--scales", "2",
        "--metadata", "bar.json", "--out", "bar.png",
      ] + (rightToLeft ? ["--direction", "rtl"] : []))
    try #require(preview.status == 0, "\(preview.stderr)")
    let bar = try PNGDecoder.decode([UInt8](cli.data("bar@2x.png")))
    #expect(bar.width == 804, "the bar spans the screenshot")
    let suffix = "-\(locale)@2x.png"
    let names =
      ["Back\(rightToLeft ? "-rtl" : "")@2x.png", "Done" + suffix, "Cancel" + suffix]
      + (rightToLeft ? [] : ["Edit@2x.png"])
    let frames = try frames("bar.json")
    try #require(frames.count == names.count)
    for (name, frame) in zip(names, frames) {
      #expect(try difference("out/css/" + name, bar, frame: frame) <= 3, "\(name) at \(frame)")
      #expect(try difference("out/css/" + name, bar, frame: frame, shift: 1) > 20, "\(name)")
    }
  }

  /// Buttons lined up past the far edge of the screen are refused at the
  /// first one wholly off it, which cannot be moved along its edge: it is
  /// put on the other edge or at a point.
  @Test func aButtonLinedUpPastTheScreenIsRefusedAtItsLine() throws {
    defer { cli.remove() }
    try writeScreen()
    let buttons = (0..<7).map {
      "  - {name: Done\($0), purpose: done, title: Done, place: trailing}"
    }
    let manifest =
      "theme: {style: glass, backdrop: screen.png, backdrop-scale: 2}\noutputs: [css]\n"
      + "buttons:\n" + buttons.joined(separator: "\n") + "\n"
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let build = try cli.run(["build", "chevgen.yml", "--out", "out"])
    build.expect(
      status: 64,
      line: "chevgen.yml:10:54: error: buttons[6].place: buttons[6].place puts the glass platter "
        + "wholly off theme.backdrop, whose 804 × 1748 pixels at theme.backdrop-scale 2 are 402 "
        + "× 874 points, past the buttons before it on its edge; put it on the other edge, or "
        + "give it a point where part of it lies on the backdrop")
    #expect(try cli.files() == ["chevgen.yml", "screen.png"])
  }

  /// A button's place follows the titles before it on its edge, so a build
  /// that finds an earlier title changed draws the later buttons again
  /// rather than keeping their images from the last run.
  @Test func anEarlierTitleMovesTheButtonsAfterIt() throws {
    defer { cli.remove() }
    try writeScreen()
    func build(_ title: String) throws -> Data {
      let manifest = """
        theme: {style: glass, backdrop: screen.png, backdrop-scale: 2}
        scales: [2]
        outputs: [css]
        buttons:
          - {name: Done, purpose: done, title: \(title), place: trailing}
          - {name: Edit, purpose: edit, place: trailing}
        """
      try manifest.write(
        to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true,
        encoding: .utf8)
      let result = try cli.run(["build", "chevgen.yml", "--out", "out"])
      try #require(result.status == 0, "\(result.stderr)")
      return try cli.data("out/css/Edit@2x.png")
    }
    let before = try build("Done")
    #expect(try build("Finished") != before, "Edit lies further in, over other content")
    #expect(try build("Done") == before)
  }
}
