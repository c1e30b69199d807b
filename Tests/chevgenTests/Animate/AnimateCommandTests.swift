import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// Transitions worth checking end to end: each end's own render options, and
/// the options both share.
private let transitions: [(name: String, from: [String], to: [String], shared: [String])] = [
  ("relabel", ["--title", "Pause"], ["--title", "Menu"], []),
  (
    "plain-rtl", ["--style", "plain", "--title", "رجوع"],
    ["--style", "plain", "--title", "القائمة"],
    ["--direction", "rtl"]
  ),
  (
    "capsule-done", ["--style", "capsule", "--title", "Back"],
    ["--style", "capsule", "--purpose", "done"], ["--appearance", "dark"]
  ),
  (
    "close-highlighted", ["--title", "Back"], ["--style", "close"], ["--state", "highlighted"]
  ),
  (
    "classic-rtl-close", ["--title", "Back"], ["--style", "close"],
    ["--direction", "rtl", "--state", "disabled"]
  ),
  (
    "minimal-add", ["--style", "minimal"], ["--style", "minimal", "--purpose", "add"],
    ["--state", "disabled"]
  ),
]

/// `animate`'s options for a transition: --from/--style/--purpose, then the --to… ones.
private func animateArguments(
  from: [String], to: [String], shared: [String]
) -> [String] {
  var arguments = ["animate"]
  let fromOptions = ["--title": "--from", "--style": "--style", "--purpose": "--purpose"]
  let toOptions = ["--title": "--to", "--style": "--to-style", "--purpose": "--to-purpose"]
  for (options, end) in [(fromOptions, from), (toOptions, to)] {
    for index in stride(from: 0, to: end.count, by: 2) {
      arguments += [options[end[index]]!, end[index + 1]]
    }
  }
  return arguments + shared
}

private func decode(_ cli: CLI, _ name: String) throws -> RGBAImage {
  try PNGDecoder.decode([UInt8](try cli.data(name)))
}

/// animate: frames whose ends are the static renders, every format's player
/// reads them, and bad input writes nothing.
@Suite struct AnimateCommandTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  @Test(arguments: transitions.indices)
  func firstAndLastFramesAreTheStaticRenders(index: Int) throws {
    let item = transitions[index]
    let animate = try cli.run(
      animateArguments(from: item.from, to: item.to, shared: item.shared)
        + ["--out", "anim", "--scales", "1,1.5,2", "--fps", "10"])
    #expect(animate.status == 0, "\(animate.stderr)")
    let rtl = item.shared.contains("rtl")
    // A static render names its state and appearance: end-highlighted-dark@2x.png.
    let stem =
      "end"
      + (["highlighted", "disabled"].first { item.shared.contains($0) }.map { "-" + $0 } ?? "")
      + (item.shared.contains("dark") ? "-dark" : "")
    for (end, frame) in [(item.from, "000"), (item.to, "004")] {
      let render = try cli.run(end + item.shared + ["--out", "end.png", "--scales", "1,1.5,2"])
      #expect(render.status == 0, "\(render.stderr)")
      for suffix in ["", "@1.5x", "@2x"] {
        let canvas = try decode(cli, "anim/frame-\(frame)\(suffix).png")
        let alone = try decode(cli, "\(stem)\(suffix).png")
        let x = rtl ? canvas.width - alone.width : 0
        let y = (canvas.height - alone.height) / 2
        let crop = AnimationFiles.crop(canvas, x: x, y: y, width: alone.width, height: alone.height)
        #expect(crop == alone, "\(item.name) frame \(frame)\(suffix)")
        // Everything around the button is transparent.
        var outside = canvas
        for row in y..<(y + alone.height) {
          let start = (row * canvas.width + x) * 4
          outside.pixels.replaceSubrange(
            start..<(start + alone.width * 4), with: repeatElement(0, count: alone.width * 4))
        }
        #expect(outside.pixels.allSatisfy { $0 == 0 }, "\(item.name) frame \(frame)\(suffix)")
      }
    }
  }

  @Test func writesFramesAnimationSpritesAndSVGPerScale() throws {
    let result = try cli.run(["animate", "--from", "Pause", "--to", "Menu", "--out", "out/anim"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    var expected: [String] = []
    for suffix in ["", "@2x", "@3x"] {
      expected += (0..<22).map { String(format: "out/anim/frame-%03d\(suffix).png", $0) }
      expected += ["animation", "sprites"].map { "out/anim/\($0)\(suffix).png" }
      expected.append("out/anim/sprites\(suffix).json")
    }
    expected.append("out/anim/animation.svg")
    #expect(result.stdout.split(separator: "\n").map(String.init).sorted() == expected.sorted())
    let check = try cli.tool("pngcheck", expected.filter { $0.hasSuffix(".png") })
    #expect(check.status == 0, "pngcheck: \(check.stdout)")
    #expect(try cli.pngSize("out/anim/frame-000@3x.png") == (183, 90))
  }

  @Test func apngHoldsEveryFrameInSequence() throws {
    let result = try cli.run([
      "animate", "--from", "Pause", "--to", "Menu", "--out", "anim", "--scales", "2", "--fps", "30",
      "--curve", "spring",
    ])
    #expect(result.status == 0)
    let bytes = [UInt8](try cli.data("anim/animation@2x.png"))
    let chunks = try AnimationFiles.chunks(bytes)
    let count = 12  // round(0.35 × 30) + 1
    #expect(chunks.map(\.type).prefix(4) == ["IHDR", "acTL", "fcTL", "IDAT"])
    #expect(chunks.last?.type == "IEND")
    let control = try #require(chunks.first { $0.type == "acTL" })
    #expect(AnimationFiles.bigEndian(control.body, 0) == UInt32(count))
    #expect(AnimationFiles.bigEndian(control.body, 4) == 1)  // Plays once.
    // fcTL and fdAT share one sequence, 0, 1, 2… in file order.
    let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
    #expect(
      sequenced.map { AnimationFiles.bigEndian($0.body, 0) }
        == (0..<UInt32(2 * count - 1)).map { $0 }
    )
    #expect(sequenced.filter { $0.type == "fcTL" }.count == count)
    // The first frame control covers the whole canvas; delays are 1/30 s.
    let first = sequenced[0].body
    #expect(Array(first[4..<12]) == Array(chunks[0].body[0..<8]))
    #expect(Array(first[20..<24]) == [0, 1, 0, 30])
    let played = try AnimationFiles.playedFrames(bytes)
    #expect(played.count == count)
    for (index, frame) in played.enumerated() {
      let file = try decode(cli, String(format: "anim/frame-%03d@2x.png", index))
      #expect(frame == file, "frame \(index)")
    }
  }

  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["CI"] != nil
        || FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/PIL"),
      "Debian's Pillow is missing: scripts/setup installs it (CI always runs this test)"))
  func pillowPlaysTheAPNGFrameByFrame() throws {
    #expect(
      try cli.run([
        "animate", "--from", "Back", "--to-style", "close", "--out", "anim", "--scales", "2",
      ])
      .status == 0)
    let script = """
      import sys
      from PIL import Image, ImageChops
      animation = Image.open("anim/animation@2x.png")
      assert animation.is_animated
      for index in range(animation.n_frames):
          animation.seek(index)
          frame = Image.open("anim/frame-%03d@2x.png" % index).convert("RGBA")
          if ImageChops.difference(animation.convert("RGBA"), frame).getbbox():
              sys.exit("frame %d differs" % index)
      print(animation.n_frames, animation.info["loop"], round(animation.info["duration"], 3))
      """
    let result = try cli.tool("python3", ["-c", script])
    #expect(result.stderr == "")
    #expect(result.stdout == "22 1 16.667\n")
  }
}

/// The cell of `sheet` that the sprite table's entry `frame` names.
private func cell(of frame: [String: Any], on sheet: RGBAImage) throws -> RGBAImage {
  let rect = try #require(frame["rect"] as? [String: Int])
  return AnimationFiles.crop(
    sheet, x: rect["x"]!, y: rect["y"]!, width: rect["width"]!, height: rect["height"]!)
}

extension AnimateCommandTests {
  @Test func spriteTableLocatesEveryFrameAndItsTime() throws {
    #expect(
      try cli.run([
        "animate", "--from", "Settings", "--to", "Back", "--style", "capsule", "--out", "anim",
        "--scales", "2", "--duration", "0.5", "--fps", "24", "--curve", "ease-out",
      ]).status == 0)
    let table = try cli.jsonObject("anim/sprites@2x.json")
    #expect(table["frameCount"] as? Int == 13)
    #expect(table["curve"] as? String == "ease-out")
    #expect(table["image"] as? String == "sprites@2x.png")
    let sheet = try decode(cli, "anim/sprites@2x.png")
    let frames = try #require(table["frames"] as? [[String: Any]])
    #expect(frames.count == 13)
    var widths: [Double] = []
    for (index, frame) in frames.enumerated() {
      #expect(
        try cell(of: frame, on: sheet) == (try decode(cli, "anim/" + (frame["file"] as! String))))
      #expect(abs((frame["time"] as! Double) - 0.5 * Double(index) / 12) < 1e-12)
      widths.append(frame["buttonWidth"] as! Double)
      let out = frame["outgoingOpacity"] as! Double
      let fraction = Double(index) / 12
      #expect(abs(out - max(0, 1 - fraction / 0.7)) < 1e-12)
    }
    // "Settings" is wider than "Back": the capsule only narrows.
    #expect(zip(widths, widths.dropFirst()).allSatisfy { $1 <= $0 })
    #expect(widths.first! > widths.last!)
  }

  @Test func framesThatRepeatTheOneBeforeAreWrittenInFull() throws {
    // Over 10 seconds the opacities change by less than a level of 255 between
    // some frames: about 160 of the 601 repeat the pixels of the one before.
    #expect(
      try cli.run([
        "animate", "--from", "Pause", "--to", "Menu", "--out", "anim", "--scales", "1",
        "--duration", "10",
      ]).status == 0)
    let table = try cli.jsonObject("anim/sprites.json")
    let frames = try #require(table["frames"] as? [[String: Any]])
    #expect(frames.count == 601)
    let sheet = try decode(cli, "anim/sprites.png")
    var repeats = 0
    var previous: Data?
    for frame in frames {
      let name = "anim/" + (frame["file"] as! String)
      #expect(try cell(of: frame, on: sheet) == (try decode(cli, name)))
      let bytes = try cli.data(name)
      if bytes == previous { repeats += 1 }
      previous = bytes
    }
    #expect(repeats > 100)
  }
}

/// Every file in `folder` of `cli` and its bytes.
private func files(_ cli: CLI, in folder: String) throws -> [String: Data] {
  let names = try FileManager.default.contentsOfDirectory(
    atPath: cli.directory.appendingPathComponent(folder).path)
  return try Dictionary(uniqueKeysWithValues: names.map { ($0, try cli.data(folder + "/" + $0)) })
}

extension AnimateCommandTests {
  /// A full disk at each write of a run (strace's fault injection, on one core
  /// so that the writes come in one order): one line names the file, and the
  /// folder keeps the last run's files, with no temporary file beside them; the
  /// next run writes what a clean one does.
  @Test(.needs(.strace))
  func aDiskThatFillsWhileAnimatingLeavesTheFolderAsItWas() throws {
    let first = ["animate", "--from", "A", "--to", "B", "--scales", "2", "--duration", "0.1"]
    let second = [
      "animate", "--from", "Pause", "--to", "Menu", "--scales", "2", "--duration", "0.1",
    ]
    #expect(try cli.run(first + ["--out", "anim"]).status == 0)
    #expect(try cli.run(second + ["--out", "reference"]).status == 0)
    let before = try files(cli, in: "anim")
    // The record, the seven frames, the APNG, the sheet, its table, the SVG.
    let written =
      [".chevgen-animate"] + (0..<7).map { "frame-00\($0)@2x.png" }
      + ["animation@2x.png", "sprites@2x.png", "sprites@2x.json", "animation.svg"]
    for (index, name) in written.enumerated() {
      let full = try cli.tool(
        "taskset",
        [
          "-c", "0", "/usr/bin/strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=write",
          "-e", "inject=write:error=ENOSPC:when=\(index + 1)", CLI.binary.path,
        ] + second + ["--out", "anim"])
      #expect(full.status == 1, "write #\(index + 1)")
      #expect(
        isOneFullDiskLine(
          full.stderr, prefix: "chevgen: error: cannot write 'anim/\(name)'", file: ""),
        "write #\(index + 1): \(full.stderr)")
      #expect(try files(cli, in: "anim") == before, "write #\(index + 1)")
    }
    #expect(try cli.run(second + ["--out", "anim"]).status == 0)
    #expect(try files(cli, in: "anim") == files(cli, in: "reference"))
  }

  @Test func svgShowsTheFirstFrameAndStepsThroughEveryOne() throws {
    #expect(
      try cli.run([
        "animate", "--from", "Pause", "--to", "Menu", "--out", "anim", "--scales", "1", "--fps",
        "20",
      ]).status == 0)
    let svg = String(decoding: try cli.data("anim/animation.svg"), as: UTF8.self)
    #expect(svg.contains("width=\"61px\" height=\"30px\" viewBox=\"0 0 61 30\""))
    #expect(svg.contains("calcMode=\"discrete\""))
    #expect(svg.contains("values=\"0 0;-61 0;-122 0;0 -30;-61 -30;-122 -30;0 -60;-61 -60\""))
    #expect(svg.contains("dur=\"0.4s\" fill=\"freeze\""))
    // Without animation (rsvg-convert) it shows the first frame.
    #expect(try cli.tool("rsvg-convert", ["anim/animation.svg", "-o", "svg.png"]).status == 0)
    let first = try decode(cli, "anim/frame-000.png")
    let drawn = try decode(cli, "svg.png")
    let result = PixelMatch.compare(first, drawn)
    #expect(result.sizesMatch)
    #expect(result.differentPixels <= first.width * first.height / 200, "\(result.summary)")
  }

  /// A long animation's SVG is drawn in parts on different cores and joined, each
  /// group of items that recurs written once: its ids must stay distinct and
  /// resolve, and every frame must sit in its cell as the sprite sheet has it.
  @Test(arguments: transitions.indices)
  func svgDrawnInPartsKeepsEveryFrameInItsCell(index: Int) throws {
    let item = transitions[index]
    // 73 frames: three parts of at most 32.
    let arguments =
      animateArguments(from: item.from, to: item.to, shared: item.shared)
      + ["--out", "anim", "--scales", "1", "--duration", "1.2"]
    #expect(try cli.run(arguments).status == 0, "\(item.name)")
    var svg = String(decoding: try cli.data("anim/animation.svg"), as: UTF8.self)
    let ids = svg.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) }
    let references = Set(svg.matches(of: /(?:url\(#|href="#)([^")]+)/).map { String($0.output.1) })
    #expect(Set(ids).count == ids.count)
    #expect(references.subtracting(ids).isEmpty)
    #expect(ids.contains { $0.hasSuffix("-part1") } && ids.contains { $0.hasSuffix("-part2") })
    #expect(!ids.contains { $0.hasSuffix("-part3") })
    #expect(svg.components(separatedBy: "<defs>").count == 2)
    // Faded labels and buttons are surfaces written once a part and used in
    // every frame (left to right; a mirrored background is drawn in each frame).
    if !item.shared.contains("rtl") {
      #expect(svg.matches(of: /<g id="surface/).count < 73 / 2, "\(item.name)")
    }
    // The whole grid, still: the sprite sheet's size, no animation.
    let sheet = try decode(cli, "anim/sprites.png")
    svg.replace(/<animateTransform[^>]*\/>/, with: "")
    let root = try #require(svg.firstMatch(of: /width="[^"]+" height="[^"]+" viewBox="[^"]+"/))
    svg.replaceSubrange(
      root.range,
      with: "width=\"\(sheet.width)px\" height=\"\(sheet.height)px\" "
        + "viewBox=\"0 0 \(sheet.width) \(sheet.height)\"")
    try Data(svg.utf8).write(to: cli.directory.appendingPathComponent("grid.svg"))
    #expect(try cli.tool("rsvg-convert", ["grid.svg", "-o", "grid.png"]).status == 0)
    let result = PixelMatch.compare(sheet, try decode(cli, "grid.png"))
    #expect(result.sizesMatch)
    #expect(
      result.differentPixels <= sheet.width * sheet.height / 200, "\(item.name): \(result.summary)")
  }

  @Test func shorterRunRemovesTheFramesOfALongerOneAndNothingElse() throws {
    try FileManager.default.createDirectory(
      at: cli.directory.appendingPathComponent("anim"), withIntermediateDirectories: false)
    for name in ["notes.txt", "frame-final.png", "frame-0001.png"] {
      try #require(
        FileManager.default.createFile(
          atPath: cli.directory.appendingPathComponent("anim/" + name).path, contents: Data([1])))
    }
    let base = ["animate", "--from", "A", "--to", "B", "--out", "anim", "--scales", "2"]
    #expect(try cli.run(base).status == 0)
    #expect(try cli.run(base + ["--fps", "10"]).status == 0)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: cli.directory.appendingPathComponent("anim").path
    ).sorted()
    let expected =
      (0..<5).map { String(format: "frame-%03d@2x.png", $0) } + [
        ".chevgen-animate", "animation.svg", "animation@2x.png", "frame-0001.png",
        "frame-final.png", "notes.txt", "sprites@2x.json", "sprites@2x.png",
      ]
    #expect(files == expected.sorted())
  }

  @Test func animationIsByteIdenticalFromRunToRun() throws {
    let arguments = [
      "animate", "--from", "Pause", "--to", "Menu", "--style", "plain", "--scales", "2",
    ]
    #expect(try cli.run(arguments + ["--out", "one"]).status == 0)
    #expect(try cli.run(arguments + ["--out", "two"]).status == 0)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: cli.directory.appendingPathComponent("one").path)
    #expect(names.count == 27)
    for name in names {
      #expect(try cli.data("one/" + name) == cli.data("two/" + name), "\(name)")
    }
  }
}

private let badAnimations: [(arguments: [String], message: String)] = [
  (
    ["--duration", "0"],
    "--duration '0' is not valid: give seconds above 0 and at most 10, e.g. 0.35"
  ),
  (
    ["--duration", "3600"],
    "--duration '3600' is not valid: give seconds above 0 and at most 10, e.g. 0.35"
  ),
  (["--fps", "0"], "--fps '0' is not valid: give whole frames per second from 1 to 240"),
  (["--fps", "241"], "--fps '241' is not valid: give whole frames per second from 1 to 240"),
  (
    ["--duration", "10", "--fps", "240"],
    "--duration 10 at --fps 240 makes 2401 frames, more than the 601 chevgen writes; shorten "
      + "--duration or lower --fps"
  ),
  (
    ["--duration", "0.01", "--fps", "10"],
    "--duration 0.01 at --fps 10 is shorter than one frame; give a longer --duration or a higher "
      + "--fps"
  ),
  (
    ["--curve", "bounce"],
    "--curve 'bounce' is not valid: use linear, ease-in, ease-out, ease-in-out or spring"
  ),
  (
    ["--to", "Pause"],
    "both ends are the same button, so nothing would move; give a different --to, --to-style or "
      + "--to-purpose"
  ),
  (
    ["--to-style", "close", "--to", "Done"],
    "--to-style close draws a ✕, with no title; drop --to"
  ),
  (
    ["--to-style", "close", "--to-purpose", "add"],
    "--to-style close is itself the dismiss button; drop --to-purpose or choose another style"
  ),
  (
    ["--to-purpose", "add", "--to", "Add"],
    "--to-purpose add draws its glyph and takes no title; drop --to"
  ),
  (
    ["--style", "plain", "--shadow-color", "#000000"],
    "--style plain and --to-style plain draw no text shadow; drop --shadow-color or "
      + "use --style classic"
  ),
  (
    ["--to", String(repeating: "W", count: 60), "--duration", "10", "--fps", "60"],
    "the frames of every scale would add up to 84000000 pixels, beyond chevgen's limit of "
      + "32000000 for one run; lower --fps, shorten --duration or drop the largest of --scales"
  ),
  (
    [
      "--to",
      String(
        repeating: "ب\u{64E}\u{651}\u{650}\u{64B}\u{64C}\u{64D}\u{64F}\u{652}\u{653}\u{654}"
          + "\u{655}\u{656}\u{657}\u{658}\u{659}", count: 60),
      "--duration", "10", "--fps", "60", "--scales", "1",
    ],
    "the titles' outlines would take 5033976 path elements over the 601 frames of animation.svg, "
      + "beyond chevgen's limit of 4000000; lower --fps, shorten --duration or shorten the titles"
  ),
  (
    ["--to", "Me\nnu"],
    "the title has a control character (U+000A) at character 3, which cannot be drawn on a one-line "
      + "label; remove it from --to"
  ),
]

extension AnimateCommandTests {
  @Test(arguments: badAnimations.indices)
  func badAnimationFailsWithOneLineAndWritesNothing(index: Int) throws {
    let item = badAnimations[index]
    try cli.expectRefusal(
      ["animate", "--from", "Pause", "--out", "anim"] + item.arguments, status: 64, item.message)
  }

  @Test func aFileWhereTheDirectoryShouldBeIsRefused() throws {
    try #require(
      FileManager.default.createFile(
        atPath: cli.directory.appendingPathComponent("anim").path, contents: Data([7])))
    let result = try cli.run(["animate", "--from", "Pause", "--to", "Menu", "--out", "anim"])
    result.expect(
      status: 64,
      line: "chevgen: error: --out 'anim' is not valid: it is a file, not a directory; give a "
        + "directory (created when missing)")
    #expect(try cli.files() == ["anim"])
    #expect(try cli.data("anim") == Data([7]))
  }
}
