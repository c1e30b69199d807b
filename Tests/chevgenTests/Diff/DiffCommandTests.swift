import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// A `width × height` white image with a red block at `block` (x, y, width, height).
private func picture(
  width: Int = 20, height: Int = 10, block: (Int, Int, Int, Int)? = nil
) -> RGBAImage {
  var pixels = [UInt8](repeating: 255, count: width * height * 4)
  if let (bx, by, bw, bh) = block {
    for y in by..<(by + bh) {
      for x in bx..<(bx + bw) {
        pixels[(y * width + x) * 4 + 1] = 0
        pixels[(y * width + x) * 4 + 2] = 0
      }
    }
  }
  return RGBAImage(width: width, height: height, pixels: pixels)!
}

extension CLI {
  func copyFixture(_ fixture: String, to name: String) throws {
    let source = SourceTree.url("Fixtures/png/\(fixture)")
    try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent(name))
  }
}

/// diff of two images or two folders: the exit status says same, different or
/// trouble, and the diff image shows where.
@Suite struct DiffCommandTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// a.png, white, and b.png with a 3 × 2 block at (4, 3): six pixels differ.
  func writeMovedBlock() throws {
    try cli.write(picture(), to: "a.png")
    try cli.write(picture(block: (4, 3, 3, 2)), to: "b.png")
  }

  @Test func identicalImagesExitZero() throws {
    try cli.write(picture(), to: "a.png")
    try cli.write(picture(), to: "b.png")
    let result = try cli.run(["diff", "a.png", "b.png"])
    #expect(result.status == 0)
    #expect(result.stdout == "0 of 200 pixels differ (0.00%)\n")
    #expect(result.stderr == "")
  }

  @Test func identicalFilesStillDrawTheirDiffImage() throws {
    try cli.write(picture(block: (0, 0, 2, 2)), to: "a.png")
    let result = try cli.run(["diff", "a.png", "a.png", "--out", "diff.png"])
    #expect(result.status == 0)
    let diff = try PNGDecoder.decode([UInt8](cli.data("diff.png")))
    // The first image faded to 10%: red (luma 76.2) becomes 255 - 17.9 = 237.
    #expect(diff[0, 0] == (237, 237, 237, 255) && diff[5, 5] == (255, 255, 255, 255))
  }

  @Test func differencesAreCountedDrawnAndExitOne() throws {
    try writeMovedBlock()
    let result = try cli.run(["diff", "a.png", "b.png", "--out", "diff.png"])
    #expect(result.status == 1)
    #expect(result.stdout == "6 of 200 pixels differ (3.00%)\n")
    let diff = try PNGDecoder.decode([UInt8](cli.data("diff.png")))
    #expect(diff.width == 20 && diff.height == 10)
    // Red where the block changed; elsewhere white faded to 10%: still white.
    #expect(diff[4, 3] == (255, 0, 0, 255) && diff[6, 4] == (255, 0, 0, 255))
    #expect(diff[0, 0] == (255, 255, 255, 255) && diff[7, 3] == (255, 255, 255, 255))
  }

  /// A diff image of few colours is a palette PNG (a quarter of the bytes to
  /// compress): pngcheck passes it, and Pillow, a real consumer, reads the same
  /// pixels chevgen's own decoder does, the six red ones where the block moved.
  @Test func theDiffImageIsAPalettePNGThatConsumersRead() throws {
    try writeMovedBlock()
    #expect(try cli.run(["diff", "a.png", "b.png", "--out", "diff.png"]).status == 1)
    let bytes = [UInt8](try cli.data("diff.png"))
    #expect(bytes[25] == 3, "colour type")
    let check = try cli.tool("pngcheck", ["diff.png"])
    #expect(check.status == 0, "pngcheck: \(check.stdout)")
    let script = """
      from PIL import Image
      image = Image.open("diff.png")
      pixels = list(image.convert("RGBA").getdata())
      print(image.mode, pixels.count((255, 0, 0, 255)), pixels.count((255, 255, 255, 255)))
      """
    let read = try cli.tool("python3", ["-c", script])
    #expect(read.stdout == "P 6 194\n", "\(read.stderr)")
  }

  @Test func toleranceLetsAFewPixelsPass() throws {
    try writeMovedBlock()
    let within = try cli.run(["diff", "a.png", "b.png", "--max-diff-pixels", "6"])
    #expect(within.status == 0)
    #expect(within.stdout == "6 of 200 pixels differ (3.00%), within --max-diff-pixels 6\n")
    let over = try cli.run(["diff", "a.png", "b.png", "--max-diff-ratio", "0.02"])
    #expect(over.status == 1)
    #expect(over.stdout == "6 of 200 pixels differ (3.00%), over --max-diff-ratio 0.02\n")
  }

  @Test func differentSizesAreADifferenceOverTheUnion() throws {
    try cli.write(picture(), to: "a.png")
    try cli.write(picture(width: 22), to: "b.png")
    let result = try cli.run(["diff", "a.png", "b.png", "--out", "diff.png"])
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "sizes differ: expected 20×10, actual 22×10; 20 of 220 pixels differ (9.09%)\n")
    #expect(try cli.pngSize("diff.png") == (22, 10))
  }

  @Test func jsonHasEveryFigure() throws {
    try writeMovedBlock()
    let result = try cli.run(["diff", "a.png", "b.png", "--json"])
    #expect(result.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["differentPixels"] as? Int == 6)
    #expect(object["totalPixels"] as? Int == 200)
    #expect(object["ratio"] as? Double == 0.03)
    #expect(object["width"] as? Int == 20 && object["height"] as? Int == 10)
    #expect(object["identical"] as? Bool == false)
    let bounds = try #require(object["bounds"] as? [String: Int])
    #expect(bounds == ["x": 4, "y": 3, "width": 3, "height": 2])
  }

  @Test func directoriesReportAddedRemovedAndChangedFiles() throws {
    try cli.write(picture(), to: "old/same.png")
    try cli.write(picture(), to: "old/icons/changed.png")
    try cli.write(picture(), to: "old/removed.png")
    try cli.write(picture(), to: "new/same.png")
    try cli.write(picture(block: (0, 0, 2, 2)), to: "new/icons/changed.png")
    try cli.write(picture(), to: "new/added.png")
    let result = try cli.run(["diff", "old", "new", "--out", "diffs"])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        added: added.png
        changed: icons/changed.png: 4 of 200 pixels differ (2.00%)
        removed: removed.png
        3 of 4 files differ (1 changed, 1 added, 1 removed)

        """)
    #expect(try cli.pngSize("diffs/icons/changed.png") == (20, 10))
    #expect(!FileManager.default.fileExists(atPath: cli.directory.path + "/diffs/same.png"))
    let same = try cli.run(["diff", "old/icons", "old/icons"])
    #expect(same.status == 0)
    #expect(same.stdout == "1 files compared, none differ\n")
  }
}

/// Trouble: exit 2 and one line, as diff(1); no diff image is left behind.
private let troubles: [(arguments: [String], message: String)] = [
  (
    ["diff", "a.png", "missing.png"],
    "cannot read 'missing.png': No such file or directory; check the path and permissions"
  ),
  (
    ["diff", "a.png", "empty.png", "--out", "diff.png"],
    "'empty.png': not a readable PNG image (the file is empty); pass a valid PNG file"
  ),
  (
    ["diff", "empty.png", "empty.png"],
    "'empty.png': not a readable PNG image (the file is empty); pass a valid PNG file"
  ),
  (
    ["diff", "a.png", "text.png", "--out", "diff.png"],
    "'text.png': not a readable PNG image (the file does not start with the PNG signature); "
      + "pass a valid PNG file"
  ),
  (
    ["diff", "truncated.png", "a.png", "--out", "diff.png"],
    "'truncated.png': not a readable PNG image (the file ends in the middle of the image "
      + "(truncated)); pass a valid PNG file"
  ),
  (
    ["diff", "a.png", "huge.png", "--out", "diff.png"],
    "'huge.png': the PNG declares 60000×60000 pixels, over the 64-megapixel limit; "
      + "compare smaller images"
  ),
  (
    ["diff", "a.png", "a.png", "--threshold", "1.5"],
    "--threshold '1.5' is not valid: give a threshold from 0 to 1, e.g. 0.1"
  ),
  (
    ["diff", "a.png", "a.png", "--diff-color", "red"],
    "--diff-color 'red' is not valid: give R,G,B, each from 0 to 255, e.g. 255,0,0"
  ),
  (
    ["diff", "a.png", "a.png", "--background", "black"],
    "--background 'black' is not valid: use checkerboard or white"
  ),
  (
    ["diff", "a.png", "a.png", "--out", "diff.jpg"],
    "--out 'diff.jpg' is not valid: the diff image is a PNG; end its name with .png"
  ),
  (
    ["diff", "a.png", "a.png", "--max-diff-pixels=-1"],
    "--max-diff-pixels '-1' is not valid: give a count of 0 or more, e.g. 100"
  ),
  (
    ["diff", "a.png", "a.png", "--frobnicate"],
    "unknown option '--frobnicate' (see 'chevgen diff --help')"
  ),
  (["diff", "a.png"], "missing expected argument '<actual>' (see 'chevgen diff --help')"),
  (
    ["diff", "a.png", "."],
    "'a.png' and '.' are not both files or both directories; "
      + "compare a file with a file or a directory with a directory"
  ),
]

extension DiffCommandTests {
  @Test(arguments: troubles.indices)
  func troubleExitsTwoWithOneLine(index: Int) throws {
    let item = troubles[index]
    try cli.write(picture(), to: "a.png")
    try cli.copyFixture("empty.png", to: "empty.png")
    try cli.copyFixture("not-a-png.png", to: "text.png")
    try cli.copyFixture("truncated.png", to: "truncated.png")
    try cli.copyFixture("huge-header.png", to: "huge.png")
    try cli.expectRefusal(item.arguments, status: 2, item.message)
  }

  /// Two copies of one corrupt file are trouble, not "same": their chunks are
  /// checked even though neither is decoded.
  @Test func identicalCorruptFilesAreTrouble() throws {
    try cli.copyFixture("corrupt.png", to: "a.png")
    try cli.copyFixture("corrupt.png", to: "b.png")
    let result = try cli.run(["diff", "a.png", "b.png"])
    result.expect(
      status: 2,
      line: "chevgen: error: 'a.png': not a readable PNG image (the IDAT chunk at byte 33 is "
        + "damaged (its CRC does not match)); pass a valid PNG file")
    #expect(result.stdout == "")
  }
}
