import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen build` interrupted: killed at any moment, out of disk, two runs
/// at once, and buttons declared again drawn as each alone.
extension BuildCommandTests {
  /// Every file under `out`, by path, without the state and the lock.
  func contents(_ cli: CLI) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for path in files(cli) where !path.hasPrefix(".chevgen") {
      contents[path] = try cli.data("out/" + path)
    }
    return contents
  }

  static func isTemporary(_ path: String) -> Bool {
    let name = path.split(separator: "/").last ?? ""
    return name.hasPrefix(".") && name.hasSuffix(".tmp")
  }

  /// A manifest that changes every image of the example (a new tint), drops
  /// Close and adds a button: a killed run leaves a mix of old and new files.
  static let changedManifest =
    manifest
    .replacingOccurrences(of: "#4A6FA5", with: "#A54A6F")
    .replacingOccurrences(
      of: "  - {name: Close, role: close}", with: "  - {name: Add, purpose: add}")

  /// Starts `chevgen build` without waiting for it.
  func start(_ cli: CLI, _ manifest: String) throws -> (Process, Pipe) {
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = ["build", "chevgen.yml", "--out", "out"]
    process.currentDirectoryURL = cli.directory
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    return (process, errors)
  }

  /// `chevgen build` of `manifest` under strace, with `fault` injected into
  /// `call` (strace's `inject=CALL:FAULT`). Each thread counts its own calls;
  /// `oneCore` runs chevgen on one core, so that the count is the run's.
  func injected(
    _ cli: CLI, call: String, fault: String, _ manifest: String, oneCore: Bool = false
  ) throws -> CLI.Result {
    try manifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let strace = [
      "-f", "-qq", "-o", "/dev/null", "-e", "trace=\(call)", "-e", "inject=\(call):\(fault)",
      CLI.binary.path, "build", "chevgen.yml", "--out", "out",
    ]
    return try oneCore
      ? cli.tool("taskset", ["-c", "0", "/usr/bin/strace"] + strace) : cli.tool("strace", strace)
  }

  /// SIGKILL at the Nth call of each system call that creates, writes, renames or
  /// removes files (strace's fault injection, so the points are exact): the files
  /// are each old or new, never torn, and the next run completes the build.
  @Test(.needs(.strace))
  func aRunKilledAtAnyMomentLeavesOldOrNewFilesAndTheNextRunCompletes() throws {
    let reference = try CLI()
    defer { reference.remove() }
    try #require(try build(reference).status == 0)
    let old = try contents(reference)
    #expect(try reference.tool("cp", ["-a", "out", "old"]).status == 0)
    try #require(try build(reference, Self.changedManifest).status == 0)
    let new = try contents(reference)

    // From the example's output to the changed manifest's, then from nothing.
    let sweeps: [(start: String?, call: String, step: Int)] = [
      ("old", "openat", 25), ("old", "write", 12), ("old", "rename", 7), ("old", "unlink", 3),
      (nil, "rename", 9),
    ]
    for (start, call, step) in sweeps {
      var kills = 0
      for count in stride(from: 1, through: 400, by: step) {
        let cli = try CLI()
        defer { cli.remove() }
        if let start {
          #expect(
            try cli.tool(
              "cp", ["-a", reference.directory.appendingPathComponent(start).path, "out"]
            ).status == 0)
        }
        let killed = try injected(
          cli, call: call, fault: "signal=SIGKILL:when=\(count)", Self.changedManifest)
        guard killed.status != 0 else { break }
        kills += 1
        let point = "killed at \(call) #\(count)\(start == nil ? " of a first build" : "")"
        for (path, bytes) in try contents(cli) where !Self.isTemporary(path) {
          #expect(
            (start != nil && bytes == old[path]) || bytes == new[path], "\(point): \(path) is torn")
        }
        let next = try build(cli, Self.changedManifest)
        #expect(next.status == 0, "after being \(point): \(next.stderr)")
        #expect(try contents(cli) == new, "after being \(point), the output differs")
      }
      #expect(kills >= 3, "strace killed only \(kills) runs at \(call)")
    }
  }

  /// A disk that fills while the units' files are staged, as each unit is
  /// drawn (strace's fault injection at the Nth write): one line naming the
  /// file and the cause, exit 1, and the output as it was, its state and
  /// folders included, with no temporary file; the next run completes the
  /// build. A first build that fails leaves no output folder.
  @Test(.needs(.strace))
  func aDiskThatFillsWhileDrawingLeavesTheOutputAsItWas() throws {
    let reference = try CLI()
    defer { reference.remove() }
    try #require(try build(reference, Self.changedManifest).status == 0)
    let new = try contents(reference)
    // The first write is the state's list of what the run may write; the
    // images follow, a unit at a time.
    for count in [2, 9, 40] {
      let cli = try CLI()
      defer { cli.remove() }
      try #require(try build(cli).status == 0)
      let before = try everything(cli)
      let full = try injected(
        cli, call: "write", fault: "error=ENOSPC:when=\(count)", Self.changedManifest,
        oneCore: true)
      #expect(full.status == 1, "write #\(count)")
      #expect(
        isOneFullDiskLine(
          full.stderr, prefix: "chevgen build: error: cannot write 'out/", file: ".png'"),
        "\(full.stderr)")
      #expect(try everything(cli) == before, "write #\(count)")
      #expect(try build(cli, Self.changedManifest).status == 0)
      #expect(try contents(cli) == new, "after a full disk at write #\(count)")
    }
    let cold = try CLI()
    defer { cold.remove() }
    let full = try injected(
      cold, call: "write", fault: "error=ENOSPC:when=9", Self.manifest, oneCore: true)
    #expect(full.status == 1)
    let left = try everything(cold).keys.sorted()
    #expect(!cold.exists("out"), "\(left)")
  }

  /// Every file and folder in the output, its dot files included: a file's
  /// bytes, nil for a folder.
  func everything(_ cli: CLI) throws -> [String: Data?] {
    let root = cli.directory.appendingPathComponent("out").path
    var entries: [String: Data?] = [:]
    for case let path as String in FileManager.default.enumerator(atPath: root) ?? .init() {
      var folder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &folder)
      entries[path] = folder.boolValue ? nil : try cli.data("out/" + path)
    }
    return entries
  }

  /// Buttons declared again under other names, which a build draws once,
  /// get the very bytes each draws in a build of its own: titled classic art
  /// in two locales with its Android nine-patches, and glass over a
  /// screenshot (53 × 30 pt) at a place of its own.
  @Test(arguments: [
    (
      "theme: {style: classic}\nlocales: [en, de]\nstates: [normal, highlighted]",
      [
        "{name: Back, role: back, titles: {en: Back, de: Zurück}}",
        "{name: Return, role: back, titles: {en: Back, de: Zurück}}",
        "{name: Other, role: back, titles: {en: Back, de: Zurück!}}",
      ]
    ),
    (
      "theme: {style: glass, backdrop: screen.png, backdrop-scale: 2}\n"
        + "appearances: [light, dark]",
      [
        "{name: Close, role: close}", "{name: Dismiss, role: close}",
        "{name: Add, purpose: add, place: [30, 4]}", "{name: Plus, purpose: add, place: [30, 4]}",
        "{name: More, purpose: add, place: [31, 4]}",
      ]
    ),
  ])
  func buttonsDeclaredAgainGetTheBytesEachDrawsAlone(theme: String, buttons: [String]) throws {
    func manifest(_ buttons: [String]) -> String {
      theme + "\nbuttons:" + buttons.map { "\n  - " + $0 }.joined() + "\n"
    }
    func build(_ cli: CLI, _ manifest: String) throws -> CLI.Result {
      if theme.contains("screen.png") {
        let screen = SourceTree.url("Fixtures/golden/back-normal@2x.png")
        try FileManager.default.copyItem(
          at: screen, to: cli.directory.appendingPathComponent("screen.png"))
      }
      return try self.build(cli, manifest)
    }
    try #require(try build(cli, manifest(buttons)).status == 0)
    let together = try contents(cli)
    for button in buttons {
      let alone = try CLI()
      defer { alone.remove() }
      try #require(try build(alone, manifest([button])).status == 0)
      let images = try contents(alone).filter { $0.key.hasSuffix(".png") }
      #expect(!images.isEmpty)
      for (path, bytes) in images {
        #expect(together[path] == bytes, "\(path)")
      }
    }
  }

  @Test func twoRunsOnOneDirectoryAreSerialisedByTheLock() throws {
    let reference = try CLI()
    defer { reference.remove() }
    try #require(try build(reference).status == 0)
    let expected = try contents(reference)

    let out = cli.directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    // The test holds the lock: a build must wait, say so, and write nothing.
    let lock = open(out.appendingPathComponent(".chevgen.lock").path, O_RDWR | O_CREAT, 0o666)
    try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
    let (first, firstErrors) = try start(cli, Self.manifest)
    let said = PipeReading.next(firstErrors.fileHandleForReading) ?? Data()
    #expect(
      String(decoding: said, as: UTF8.self) == "chevgen build: waiting for another build of out\n")
    let (second, _) = try start(cli, Self.manifest)
    usleep(200_000)
    #expect(first.isRunning && second.isRunning)
    #expect(try contents(cli).isEmpty)
    close(lock)
    first.waitUntilExit()
    second.waitUntilExit()
    #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
    #expect(try contents(cli) == expected)
  }
}
