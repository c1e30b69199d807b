import ChevGenDiff
import ChevGenImage
import ChevGenTestSupport
import Foundation
import Testing

/// The folders, pipes and files hostile input is made of, in the runner's folder.
extension CLI {
  func makeFolder(_ name: String) throws {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
  }

  func makePipe(_ name: String) throws {
    try #require(mkfifo(directory.appendingPathComponent(name).path, 0o600) == 0)
  }

  func put(_ text: String, at name: String) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
  }

  /// `expectRefusal`, and every file's bytes as they were: a refusal that
  /// must not have touched an input it was pointed at.
  func expectRefusalKeepingBytes(_ arguments: [String], status: Int32, _ message: String) throws {
    let before = try snapshot()
    try expectRefusal(arguments, status: status, message)
    #expect(try snapshot() == before)
  }

  /// Every file under the directory, by relative path, with its bytes.
  func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let root = directory.resolvingSymlinksInPath().path
    let walker = FileManager.default.enumerator(atPath: root)
    while let path = walker?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = root + "/" + path
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
    }
    return files
  }
}

private func solid(_ width: Int, _ height: Int, _ value: UInt8 = 255) -> RGBAImage {
  RGBAImage(
    width: width, height: height, pixels: [UInt8](repeating: value, count: width * height * 4))!
}

// MARK: - Where output goes

private let roots = ["", "/", "//", "/."]

/// Each command that takes `--out`, the arguments before it, what it names and
/// its example, the exit status for bad options and the error prefix.
private let writers:
  [(arguments: [String], kind: String, example: String, status: Int32, prefix: String)] = [
    (["--title", "Menu"], "a file path", "out/back.png", 64, "chevgen: error: "),
    (["preview", "--title", "S"], "a file path", "out/back.png", 64, "chevgen: error: "),
    (["sheet"], "a file path", "sheet.png", 64, "chevgen: error: "),
    (["animate", "--from", "A", "--to", "B"], "a folder", "anim", 64, "chevgen: error: "),
    (["diff", "a.png", "b.png"], "a file path", "diff.png", 2, "chevgen: error: "),
    (["diff", "ref", "act"], "a folder", "build/diffs", 2, "chevgen: error: "),
    (["build", "chevgen.yml"], "a folder", "Generated", 64, "chevgen build: error: "),
  ]

/// Hostile input to the commands that write files: outputs that name the root,
/// inputs that are named pipes, diffs that would overwrite their inputs, folders
/// holding the user's own files, leftovers of killed runs, titles built to be slow.
@Suite struct TrustTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  @Test(arguments: writers.indices, roots)
  func outputThatNamesNothingOrTheRootIsRefused(index: Int, out: String) throws {
    let writer = writers[index]
    try cli.makeFolder("ref")
    try cli.makeFolder("act")
    try cli.write(solid(2, 2), to: "ref/x.png")
    try cli.write(solid(2, 2, 0), to: "act/x.png")
    try cli.put("buttons:\n  - {name: Back, role: back}\n", at: "chevgen.yml")
    let before = try cli.snapshot()
    let result = try cli.run(writer.arguments + ["--out", out])
    let reason =
      out.isEmpty
      ? "give \(writer.kind), e.g. \(writer.example)"
      : "it is the filesystem root; give \(writer.kind) below it, e.g. \(writer.example)"
    #expect(result.status == writer.status)
    #expect(result.stderr == "\(writer.prefix)--out '\(out)' is not valid: \(reason)\n")
    #expect(try cli.snapshot() == before)
  }

  @Test func buildRefusesTheRootAsItsStateFolder() throws {
    try cli.put("buttons:\n  - {name: Back, role: back}\n", at: "chevgen.yml")
    let result = try cli.run(["build", "chevgen.yml", "--out", "out", "--state-dir", "/"])
    result.expect(
      status: 64,
      line: "chevgen build: error: --state-dir '/' is not valid: it is the filesystem root; give a "
        + "folder below it, e.g. .build/chevgen")
    #expect(try cli.files() == ["chevgen.yml"])
  }

  @Test func aFileOnTheWayToTheOutputIsNamed() throws {
    try cli.put("mine", at: "file")
    let render = try cli.run(["--out", "file/back.png"])
    render.expect(
      status: 1,
      line: "chevgen: error: cannot write 'file/back.png': 'file' is a file, not a folder; "
        + "choose another path")
    let animate = try cli.run(["animate", "--from", "A", "--to", "B", "--out", "file/anim"])
    animate.expect(
      status: 1,
      line: "chevgen: error: cannot write 'file/anim': 'file' is a file, not a folder; "
        + "choose another path")
    #expect(try cli.data("file") == Data("mine".utf8))
  }
}

// MARK: - Inputs that are not regular files

extension TrustTests {
  @Test func namedPipesAreRefusedWithoutWaiting() throws {
    try cli.makeFolder("ref")
    try cli.makeFolder("act")
    try cli.makePipe("pipe.png")
    try cli.makePipe("ref/x.png")
    try cli.write(solid(2, 2), to: "b.png")
    try cli.write(solid(2, 2), to: "act/x.png")
    // A pipe given as a file, and one met in a folder compared.
    for (arguments, pipe) in [
      (["diff", "pipe.png", "b.png"], "pipe.png"), (["diff", "ref", "act"], "ref/x.png"),
    ] {
      try cli.run(arguments).expect(
        status: 2,
        line: "chevgen: error: cannot read '\(pipe)': it is a named pipe, not a regular file; "
          + "check the path and permissions")
    }

    try cli.makePipe("font.ttf")
    let font = try cli.run(["--out", "back.png", "--fallback-font", "font.ttf"])
    font.expect(
      status: 1,
      line: "chevgen: error: font file 'font.ttf' is not a regular file; give --fallback-font the "
        + "path of a .ttf or .otf file")
    #expect(!cli.exists("back.png"))
  }
}

// MARK: - Bounded diffs

extension TrustTests {
  @Test func shapesWhoseUnionIsTooLargeAreRefusedBeforeAllocating() throws {
    try cli.write(solid(32767, 1), to: "wide.png")
    try cli.write(solid(1, 32767), to: "tall.png")
    let result = try cli.run(["diff", "wide.png", "tall.png", "--out", "diff.png"])
    result.expect(
      status: 2,
      line: "chevgen: error: 'wide.png' is 32767×1 and 'tall.png' is 1×32767 pixels: comparing "
        + "them needs a 32767×32767 canvas, beyond chevgen's limit of 32767 pixels a side and "
        + "64000000 in all; compare images of similar sizes")
    #expect(try cli.files() == ["tall.png", "wide.png"])
  }
}

// MARK: - diff --out never names an input

extension TrustTests {
  @Test(arguments: ["./a.png", "link.png", "hard.png", "a.png"])
  func aDiffImageMayNotReplaceAnInput(out: String) throws {
    try cli.write(solid(2, 2), to: "a.png")
    try cli.write(solid(2, 2, 0), to: "b.png")
    try FileManager.default.createSymbolicLink(
      atPath: cli.directory.appendingPathComponent("link.png").path, withDestinationPath: "a.png")
    try FileManager.default.linkItem(
      at: cli.directory.appendingPathComponent("a.png"),
      to: cli.directory.appendingPathComponent("hard.png"))
    try cli.expectRefusalKeepingBytes(
      ["diff", "a.png", "b.png", "--out", out], status: 2,
      "--out '\(out)' is 'a.png', one of the images compared; write the diff image to another "
        + "file, e.g. diff.png")
  }

  @Test(arguments: [("ref", "ref"), ("ref/diffs", "ref"), (".", "ref"), ("act/../act/new", "act")])
  func diffImagesMayNotGoIntoOrAroundAnInputFolder(out: String, input: String) throws {
    try cli.makeFolder("ref")
    try cli.makeFolder("act")
    try cli.write(solid(2, 2), to: "ref/x.png")
    try cli.write(solid(2, 2, 0), to: "act/x.png")
    try cli.expectRefusalKeepingBytes(
      ["diff", "ref", "act", "--out", out], status: 2,
      "--out '\(out)' overlaps '\(input)', one of the folders compared; write the diff images "
        + "to a folder outside both, e.g. build/diffs")
  }
}

// MARK: - animate owns only its frames

extension TrustTests {
  /// Animates A to B into anim/ at 2x, with `more` options.
  func animate(_ more: [String] = []) throws -> CLI.Result {
    try cli.run(["animate", "--from", "A", "--to", "B", "--out", "anim", "--scales", "2"] + more)
  }

  @Test func animateNeverOverwritesAFileItDidNotWrite() throws {
    try cli.makeFolder("anim")
    try cli.put("mine", at: "anim/frame-003@2x.png")
    let result = try animate()
    result.expect(
      status: 1,
      line: "chevgen: error: 'anim/frame-003@2x.png' is in the way and chevgen did not write it; "
        + "move it away or choose another --out folder")
    #expect(try cli.snapshot() == ["anim/frame-003@2x.png": Data("mine".utf8)])
  }

  @Test func aRecordNamingOtherFilesIsIgnoredAndNothingIsDeleted() throws {
    try cli.makeFolder("anim")
    try cli.put("mine", at: "victim.png")
    try cli.put("mine", at: "anim/notes.txt")
    try cli.put("frame-000@2x.png\n../victim.png\nnotes.txt\n", at: "anim/.chevgen-animate")
    let result = try animate()
    result.expect(
      status: 0,
      line: "chevgen: warning: ignoring 'anim/.chevgen-animate': line 2, '../victim.png', is not a "
        + "file chevgen animate writes; no file in the folder counts as chevgen's")
    #expect(try cli.data("victim.png") == Data("mine".utf8))
    #expect(try cli.data("anim/notes.txt") == Data("mine".utf8))
    // A later, shorter run removes the frames the record lists, and only those.
    #expect(try animate(["--fps", "10"]).status == 0)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: cli.directory.appendingPathComponent("anim").path
    ).sorted()
    let expected =
      (0..<5).map { String(format: "frame-%03d@2x.png", $0) } + [
        ".chevgen-animate", "animation.svg", "animation@2x.png", "notes.txt", "sprites@2x.json",
        "sprites@2x.png",
      ]
    #expect(names == expected.sorted())
    #expect(
      try String(decoding: cli.data("anim/.chevgen-animate"), as: UTF8.self)
        == (expected.filter { $0 != ".chevgen-animate" && $0 != "notes.txt" }.sorted()
          .map { $0 + "\n" }.joined()))
  }

  /// A record ignored over frames that are there: the refusal of the first
  /// frame says the record was ignored and why, since the warning that would
  /// say so is never printed.
  @Test func aRefusalBehindAnIgnoredRecordSaysWhy() throws {
    #expect(try animate().status == 0)
    let record = cli.directory.appendingPathComponent("anim/.chevgen-animate")
    var lines = try Data(contentsOf: record)
    lines.append(Data("../victim.png\n".utf8))
    try lines.write(to: record)
    let before = try cli.snapshot()
    let result = try animate()
    result.expect(
      status: 1,
      line: "chevgen: error: 'anim/frame-000@2x.png' is in the way and chevgen did not write it "
        + "(chevgen ignored its record 'anim/.chevgen-animate': line 27, '../victim.png', is not a "
        + "file chevgen animate writes); move it away or choose another --out folder")
    #expect(try cli.snapshot() == before)
  }
}

// MARK: - Interrupted runs converge

/// A process id no process can have: above Linux's largest pid_max.
private let deadProcess = Int32.max - 1

extension TrustTests {
  @Test(arguments: [
    (["--title", "Menu", "--scales", "1", "--out", "out/back.png"], "out"),
    (["animate", "--from", "A", "--to", "B", "--scales", "1", "--out", "out"], "out"),
    (["diff", "a.png", "b.png", "--out", "out/diff.png"], "out"),
  ])
  func temporaryFilesOfKilledRunsAreSwept(arguments: [String], folder: String) throws {
    try cli.makeFolder(folder)
    try cli.write(solid(2, 2), to: "a.png")
    try cli.write(solid(2, 2, 0), to: "b.png")
    let dead = "\(folder)/.back.png.chevgen-\(deadProcess)-0.tmp"
    let live = "\(folder)/.back.png.chevgen-\(getpid())-0.tmp"
    let other = "\(folder)/.notes.chevgen-\(deadProcess).tmp"
    for name in [dead, live, other] { try cli.put("left", at: name) }
    let result = try cli.run(arguments)
    #expect(
      result.status == 0 || (arguments[0] == "diff" && result.status == 1), "\(result.stderr)")
    #expect(!cli.exists(dead))
    #expect(cli.exists(live))
    #expect(cli.exists(other))
  }

  /// SIGKILL at each write and rename of a render (strace's fault injection, so the
  /// points are exact): every file is old or new, and the next run leaves exactly
  /// the new files, its killed predecessor's temporary files swept.
  @Test(.needs(.strace))
  func aRenderKilledAtAnyCallLeavesOldOrNewFilesAndTheNextRunConverges() throws {
    let arguments = ["--title", "Menu", "--out", "out/back.png", "--metadata", "out/back.json"]
    let reference = try CLI()
    defer { reference.remove() }
    try reference.makeFolder("out")
    try #require(try reference.run(arguments.map { $0 == "Menu" ? "Old" : $0 }).status == 0)
    let old = try reference.snapshot()
    try #require(try reference.run(arguments).status == 0)
    let new = try reference.snapshot()
    for call in ["write", "rename", "openat"] {
      var kills = 0
      for count in 1...12 {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.makeFolder("out")
        for (path, bytes) in old { try bytes.write(to: cli.directory.appendingPathComponent(path)) }
        let killed = try cli.tool(
          "strace",
          [
            "-f", "-qq", "-o", "/dev/null", "-e", "trace=\(call)",
            "-e", "inject=\(call):signal=SIGKILL:when=\(count)", CLI.binary.path,
          ] + arguments)
        guard killed.status != 0 else { break }
        kills += 1
        for (path, bytes) in try cli.snapshot() where !path.hasSuffix(".tmp") {
          #expect(bytes == old[path] || bytes == new[path], "killed at \(call) #\(count): \(path)")
        }
        #expect(try cli.run(arguments).status == 0)
        #expect(try cli.snapshot() == new, "after a kill at \(call) #\(count)")
      }
      #expect(kills >= 2, "strace killed only \(kills) runs at \(call)")
    }
  }

  /// A font file that fails to open at any point of a render (a disk error) is one
  /// line and exit 1 with nothing written, or a complete render; never Pango's
  /// warnings and a button without its title.
  @Test(.needs(.strace)) func aFontThatCannotBeOpenedMidRunIsOneLineAndWritesNothing() throws {
    let reference = try CLI()
    defer { reference.remove() }
    #expect(try reference.tool("cp", [shippedFonts + "/DejaVuSans.ttf", "label.ttf"]).status == 0)
    let arguments = [
      "--title", "Menu", "--font", "label.ttf", "--out", "back.png", "--scales", "1",
    ]
    try #require(try reference.run(arguments).status == 0)
    let rendered = try reference.data("back.png")
    var failures: Set<String> = []
    for count in 1...8 {
      let cli = try CLI()
      defer { cli.remove() }
      #expect(try cli.tool("cp", [shippedFonts + "/DejaVuSans.ttf", "label.ttf"]).status == 0)
      let result = try cli.tool(
        "strace",
        [
          // -P matches the path as the process spells it: relative, in its folder.
          "-f", "-qq", "-o", "/dev/null", "-P", "label.ttf", "-e", "trace=openat",
          "-e", "inject=openat:error=EIO:when=\(count)", CLI.binary.path,
        ] + arguments)
      if result.status == 0 {
        #expect(try cli.data("back.png") == rendered, "open #\(count) failed")
        continue
      }
      // strace says where -P's path resolved to: its own line.
      let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("/usr/bin/strace:") }
      #expect(result.status == 1)
      #expect(lines.count == 1, "\(result.stderr)")
      #expect(try cli.files() == ["label.ttf"], "open #\(count) failed")
      failures.formUnion(lines.map(String.init))
    }
    #expect(
      failures.contains(
        "chevgen: error: a font could not be loaded to draw the title after it was read; check "
          + "the font files and the disk, then retry"))
  }
}

// MARK: - Title limits

extension TrustTests {
  @Test func titlesBeyondTheLimitsAreRefused() throws {
    let long = try cli.run(["--out", "back.png", "--title", String(repeating: "a", count: 10_001)])
    long.expect(
      status: 64,
      line: "chevgen: error: the title has 10001 Unicode characters, more than the 10000 chevgen "
        + "sets; shorten --title")
    let stacked = "Ok" + "a" + String(repeating: "\u{301}", count: 16)
    let marks = try cli.run(["animate", "--from", "A", "--to", stacked, "--out", "anim"])
    marks.expect(
      status: 64,
      line: "chevgen: error: character 3 of the title is 17 Unicode characters (combining marks or "
        + "joined characters), more than the 16 chevgen sets as one; shorten --to")
    #expect(try cli.files() == [])
  }
}
