import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen diff --ignore` and `--mask`: counts and diff images held to
/// pixelmatch's on the images with the ignored pixels replaced, and one line
/// (exit 2, diff's trouble) for every area that does not fit.
@Suite struct DiffIgnoreTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// A `width × height` white image with a red block at `block` (x, y, width, height).
  static func picture(width: Int = 20, height: Int = 10, block: (Int, Int, Int, Int)?) -> RGBAImage
  {
    var image = RGBAImage(
      width: width, height: height,
      pixels: [UInt8](repeating: 255, count: width * height * 4))!
    if let (bx, by, bw, bh) = block {
      for y in by..<(by + bh) {
        for x in bx..<(bx + bw) {
          image.pixels[(y * width + x) * 4 + 1] = 0
          image.pixels[(y * width + x) * 4 + 2] = 0
        }
      }
    }
    return image
  }

  static func write(_ image: RGBAImage, _ name: String, in cli: CLI) throws {
    let url = cli.directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(PNGEncoder.encode(image)).write(to: url)
  }

  static func decoded(_ name: String, in cli: CLI) throws -> RGBAImage {
    try PNGDecoder.decode([UInt8](cli.data(name)))
  }

  @Test func anIgnoredChangeIsNotCountedAndIsDrawnBlue() throws {
    try Self.write(Self.picture(block: nil), "a.png", in: cli)
    try Self.write(Self.picture(block: (4, 3, 3, 2)), "b.png", in: cli)
    let result = try cli.run([
      "diff", "a.png", "b.png", "--ignore", "4,3,3,2", "--ignore", "0,0,1,1", "--out", "diff.png",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "0 of 200 pixels differ (0.00%), 7 ignored\n")
    #expect(result.stderr == "")
    let diff = try Self.decoded("diff.png", in: cli)
    #expect(diff[4, 3] == (0, 128, 255, 255) && diff[0, 0] == (0, 128, 255, 255))
    #expect(diff[7, 3] == (255, 255, 255, 255))
    let json = try cli.run(["diff", "a.png", "b.png", "--ignore", "4,3,2,2", "--json"])
    #expect(json.status == 1)
    #expect(json.stdout.contains(#""differentPixels": 2,"#))
    #expect(json.stdout.contains(#""ignoredPixels": 4,"#))
  }

  /// `image` twice side by side: 1024×256 pixels, compared in bands on every core.
  static func doubled(_ image: RGBAImage) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<image.height {
      let row = image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)]
      pixels += row + row
    }
    return RGBAImage(width: image.width * 2, height: image.height, pixels: pixels)!
  }

  /// pixelmatch's own first case (143 pixels at threshold 0.05), with regions
  /// and a mask: chevgen's count and diff image, drawn row by row (512×256)
  /// and in bands (doubled), are pixelmatch's on the replaced images, ignored
  /// pixels aside, which are blue.
  @Test(arguments: [false, true])
  func countsAndDiffImageArePixelmatchsOnTheReplacedImages(doubling: Bool) throws {
    let fixtures = SourceTree.url("Fixtures/pixelmatch-7.2.0")
    func fixture(_ name: String) throws -> RGBAImage {
      let image = try PNGDecoder.decode(
        [UInt8](Data(contentsOf: fixtures.appendingPathComponent(name))))
      return doubling ? Self.doubled(image) : image
    }
    let (first, second) = (try fixture("1a.png"), try fixture("1b.png"))
    try Self.write(first, "a.png", in: cli)
    try Self.write(second, "b.png", in: cli)
    let ignored = { (x: Int, y: Int) in
      (x >= 228 && x < 328 && y >= 40 && y < 80) || (y >= 100 && y < 120 && x % 3 == 0)
    }
    var mask = RGBAImage.transparent(width: first.width, height: first.height)
    for y in 100..<120 {
      for x in 0..<first.width where x % 3 == 0 {
        let index = (y * first.width + x) * 4
        mask.pixels.replaceSubrange(index..<index + 4, with: [0, 255, 0, 255])
      }
    }
    try Self.write(mask, "mask.png", in: cli)
    var replaced = second
    for y in 0..<second.height {
      for x in 0..<second.width where ignored(x, y) {
        let index = (y * second.width + x) * 4
        replaced.pixels.replaceSubrange(index..<index + 4, with: first.pixels[index..<index + 4])
      }
    }
    var options = PixelMatchOptions()
    options.threshold = 0.05
    let expected = PixelMatch.compare(first, replaced, options: options, drawingDiff: true)
    let reference = try #require(expected.diffImage)
    let ignoredCount = (0..<first.height).reduce(0) { sum, y in
      sum + (0..<first.width).count { ignored($0, y) }
    }
    let result = try cli.run([
      "diff", "a.png", "b.png", "--threshold", "0.05", "--ignore", "228,40,100,40", "--mask",
      "mask.png", "--out", "diff.png", "--json",
    ])
    #expect(result.status == 1)
    let all = doubling ? 286 : 143
    #expect(expected.differentPixels > 0 && expected.differentPixels < all)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["differentPixels"] as? Int == expected.differentPixels)
    #expect(object["ignoredPixels"] as? Int == ignoredCount)
    let bounds = try #require(object["bounds"] as? [String: Int])
    let want = try #require(expected.bounds)
    #expect(bounds == ["x": want.x, "y": want.y, "width": want.width, "height": want.height])
    let diff = try Self.decoded("diff.png", in: cli)
    var mismatches = 0
    for y in 0..<diff.height {
      for x in 0..<diff.width {
        let want = ignored(x, y) ? (0, 128, 255, 255) : reference[x, y]
        if diff[x, y] != want { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func foldersApplyTheAreasToEveryPair() throws {
    for name in ["one.png", "two.png"] {
      try Self.write(Self.picture(block: nil), "ref/" + name, in: cli)
      try Self.write(Self.picture(block: (0, 0, 2, 2)), "act/" + name, in: cli)
    }
    let result = try cli.run(["diff", "ref", "act", "--ignore", "0,0,2,2"])
    #expect(result.status == 0)
    #expect(result.stdout == "2 files compared, none differ\n")
    let report = try cli.run(["diff", "ref", "act", "--ignore", "0,0,1,2", "--report", "review"])
    #expect(report.status == 1)
    let page = try String(decoding: cli.data("review/index.html"), as: UTF8.self)
    #expect(page.contains("ignoring --ignore 0,0,1,2 (blue in the diff images)"))
    #expect(page.contains("2 of 200 pixels differ (1.00%), 2 ignored"))
  }

  static let troubles: [(arguments: [String], message: String)] = [
    (
      ["--ignore", "0,0,5"],
      "--ignore '0,0,5' is not valid: give X,Y,W,H in pixels of the reference, "
        + "e.g. --ignore 0,0,320,20"
    ),
    (
      ["--ignore", "3,2,0,5"],
      "--ignore '3,2,0,5' is not valid: the region is empty; give a width and a height of 1 "
        + "or more, e.g. --ignore 3,2,10,10"
    ),
    (
      ["--ignore", "20,0,5,5"],
      "--ignore '20,0,5,5' is not valid: it lies wholly outside 'a.png' and its actual image "
        + "(20×10 together); give X,Y,W,H within the reference, e.g. --ignore 0,0,20,5"
    ),
    (
      ["--ignore", "0,0,20,10"],
      "--ignore leave no pixel of 'a.png' (20×10) to compare; ignore part of the image, "
        + "not all of it"
    ),
    (
      ["--mask", "small.png"],
      "--mask 'small.png' is 4×4 and the reference 'a.png' is 20×10; give a mask of the "
        + "reference's size"
    ),
    (
      ["--mask", "none.png"],
      "--mask 'none.png' cannot be used: cannot read 'none.png': No such file or directory; "
        + "check the path and permissions"
    ),
  ]

  @Test(arguments: troubles.indices)
  func badAreasExit2WithOneLine(index: Int) throws {
    try Self.write(Self.picture(block: nil), "a.png", in: cli)
    try Self.write(Self.picture(block: (1, 1, 1, 1)), "b.png", in: cli)
    try Self.write(RGBAImage.transparent(width: 4, height: 4), "small.png", in: cli)
    try cli.expectRefusal(
      ["diff", "a.png", "b.png"] + Self.troubles[index].arguments + ["--out", "diff.png"],
      status: 2, Self.troubles[index].message)
  }
}
