import ChevGenTestSupport
import ChevronImage
import Foundation
import Testing

/// The `chevgen` launcher starts the part a command needs: `chevgen diff` must
/// not pay for cairo, Pango and the 30-odd libraries drawing brings.

/// A 20×10 white image, red from column `red` on.
private func picture(red: Int) -> RGBAImage {
  var pixels = [UInt8](repeating: 255, count: 20 * 10 * 4)
  for y in 0..<10 {
    for x in red..<20 {
      pixels[(y * 20 + x) * 4 + 1] = 0
      pixels[(y * 20 + x) * 4 + 2] = 0
    }
  }
  return RGBAImage(width: 20, height: 10, pixels: pixels)!
}

/// The libraries only drawing needs, as the dynamic loader names their files.
private let drawingLibraries = [
  "libcairo", "libpango", "libfontconfig", "libfreetype", "libharfbuzz", "libX11", "libxcb",
]

/// A built part beside the test's `chevgen`: `name`, or SwiftPM's plugin copy of it.
private func builtPart(_ name: String) throws -> URL {
  let folder = CLI.binary.deletingLastPathComponent()
  let found = [name, name + "-tool"].map { folder.appendingPathComponent($0) }
    .first { FileManager.default.fileExists(atPath: $0.path) }
  return try #require(found, "\(name) is missing beside \(CLI.binary.path): run `swift build`")
}

/// A folder in `cli`'s directory holding a copy of the launcher and of `parts`.
private func install(_ parts: [String], in cli: CLI) throws -> URL {
  let folder = cli.directory.appendingPathComponent("bin")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try FileManager.default.copyItem(at: CLI.binary, to: folder.appendingPathComponent("chevgen"))
  for part in parts {
    try FileManager.default.copyItem(
      at: try builtPart(part), to: folder.appendingPathComponent(part))
  }
  return folder
}

@Test(.needs(.loaderTrace)) func diffLoadsNoDrawingLibrary() throws {
  let cli = try CLI()
  defer { cli.remove() }
  try cli.write(picture(red: 15), to: "a.png")
  try cli.write(picture(red: 16), to: "b.png")
  let traced = try cli.run(["diff", "a.png", "b.png"], environment: ["LD_DEBUG": "libs"])
  #expect(traced.status == 1)
  #expect(traced.stdout == "10 of 200 pixels differ (5.00%)\n")
  #expect(traced.stderr.contains("chevgen-compare"))
  for library in drawingLibraries {
    #expect(!traced.stderr.contains(library), "chevgen diff loaded \(library)")
  }
  // The trace does show a render's libraries, so their absence above means something.
  let render = try cli.run(
    ["--title", "Menu", "--out", "back.png", "--scales", "1"], environment: ["LD_DEBUG": "libs"])
  #expect(render.status == 0)
  #expect(render.stderr.contains("libcairo") && render.stderr.contains("libpango"))
}

/// A prefix in `cli`'s directory laid out as scripts/install lays it out:
/// the launcher in `bin/`, copies of `helpers` in `libexec/chevgen/`.
private func installPrefix(_ helpers: [String], in cli: CLI) throws -> URL {
  let prefix = cli.directory.appendingPathComponent("prefix")
  let bin = prefix.appendingPathComponent("bin")
  let libexec = prefix.appendingPathComponent("libexec/chevgen")
  for folder in [bin, libexec] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }
  try FileManager.default.copyItem(at: CLI.binary, to: bin.appendingPathComponent("chevgen"))
  for helper in helpers {
    try FileManager.default.copyItem(
      at: try builtPart(helper), to: libexec.appendingPathComponent(helper))
  }
  return prefix
}

/// chevgen-compare holds the whole command tree: `chevgen diff --help` is its
/// own answer, without the drawing libraries.
@Test(.needs(.loaderTrace)) func diffHelpLoadsNoDrawingLibrary() throws {
  let cli = try CLI()
  defer { cli.remove() }
  for arguments in [["diff", "--help"], ["diff", "a.png", "-h"]] {
    let help = try cli.run(arguments, environment: ["LD_DEBUG": "libs"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: chevgen diff [<options>] <expected> <actual>"))
    #expect(help.stderr.contains("chevgen-compare") && !help.stderr.contains("libcairo"))
  }
}

/// Every program parses with the one tree: the same version, help and
/// completion script whichever answers.
@Test func everyProgramAnswersFromTheOneTree() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let questions = [
    ["--version"], ["review", "--version"], ["diff", "--help"], ["help", "build"],
    ["--generate-completion-script", "zsh"],
  ]
  for question in questions {
    let expected = try cli.run(question)
    #expect(expected.status == 0)
    #expect(!expected.stdout.isEmpty)
    for helper in ["chevgen-engine", "chevgen-compare", "chevgen-build"] {
      let answer = try CLI.execute(try builtPart(helper), question, in: cli.directory)
      #expect(answer.status == 0, "\(helper) \(question)")
      #expect(answer.stdout == expected.stdout, "\(helper) \(question)")
    }
  }
  #expect(try cli.run(["--version"]).stdout == "0.1.0\n")
  let completion = try cli.run(["--generate-completion-script", "bash"]).stdout
  for option in ["--state-dir", "--against", "--partial", "--threshold", "--fps"] {
    #expect(completion.contains(option), "the bash completion lacks \(option)")
  }
}

/// A helper started by hand with a command another helper holds says which.
@Test func aHelperNamesTheCommandItDoesNotHold() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let result = try CLI.execute(
    try builtPart("chevgen-compare"), ["--title", "Menu", "--out", "b.png"], in: cli.directory)
  #expect(result.status == 1)
  #expect(
    result.stderr
      == "chevgen: error: chevgen-compare does not run 'chevgen render'; run it as chevgen render …\n"
  )
  #expect(try cli.files() == [])
}

/// Installed, chevgen runs its helpers from `../libexec/chevgen`, or from the
/// folder `CHEVGEN_EXEC_PATH` names.
@Test func anInstalledChevgenRunsItsHelpersFromLibexec() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let prefix = try installPrefix(["chevgen-engine"], in: cli)
  let launcher = prefix.appendingPathComponent("bin/chevgen")
  let arguments = ["--title", "Menu", "--out", "back.png", "--scales", "1"]
  let rendered = try CLI.execute(launcher, arguments, in: cli.directory)
  #expect(rendered.status == 0)
  #expect(rendered.stdout == "back.png\n")
  // An override wins, and must be absolute.
  let elsewhere = cli.directory.appendingPathComponent("elsewhere")
  try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
  let overridden = try CLI.execute(
    launcher, arguments, in: cli.directory, environment: ["CHEVGEN_EXEC_PATH": elsewhere.path])
  #expect(overridden.status == 1)
  #expect(
    overridden.stderr
      == "chevgen: error: chevgen runs \(elsewhere.path)/chevgen-engine, which cannot be started "
      + "(No such file or directory); reinstall chevgen, or set CHEVGEN_EXEC_PATH to the folder "
      + "that holds chevgen-engine\n")
  let relative = try CLI.execute(
    launcher, arguments, in: cli.directory, environment: ["CHEVGEN_EXEC_PATH": "elsewhere"])
  #expect(relative.status == 1)
  #expect(
    relative.stderr
      == "chevgen: error: CHEVGEN_EXEC_PATH is 'elsewhere', not an absolute path; set it to the "
      + "folder holding chevgen-engine\n")
}

@Test func aMissingHelperIsNamedWithItsFix() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let prefix = try installPrefix([], in: cli)
  let launcher = prefix.appendingPathComponent("bin/chevgen")
  let libexec = prefix.appendingPathComponent("libexec/chevgen").path
  let render = try CLI.execute(launcher, ["--title", "Menu", "--out", "b.png"], in: cli.directory)
  #expect(render.status == 1)
  #expect(
    render.stderr
      == "chevgen: error: chevgen runs \(libexec)/chevgen-engine, which cannot be started "
      + "(No such file or directory); reinstall chevgen, or set CHEVGEN_EXEC_PATH to the folder "
      + "that holds chevgen-engine\n")
  #expect(render.stdout == "")
  // diff's every trouble exits 2, this one included.
  let diff = try CLI.execute(launcher, ["diff", "a.png", "b.png"], in: cli.directory)
  #expect(diff.status == 2)
  #expect(diff.stderr.hasPrefix("chevgen: error: chevgen runs \(libexec)/chevgen-compare"))
}

/// In a build folder the launcher runs SwiftPM's plugin copy of a helper
/// (`chevgen-engine-tool`), which every build of `chevgen` brings up to date,
/// and the plain one only when there is no such copy: a fixed rule, not the
/// files' times.
@Test func inABuildFolderThePluginsCopyIsRun() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let folder = try install([], in: cli)
  let launcher = folder.appendingPathComponent("chevgen")
  let plain = folder.appendingPathComponent("chevgen-engine")
  let tool = folder.appendingPathComponent("chevgen-engine-tool")
  try Data("not a program".utf8).write(to: plain)
  try FileManager.default.copyItem(at: try builtPart("chevgen-engine"), to: tool)
  let arguments = ["--title", "Menu", "--out", "back.png", "--scales", "1"]
  let loaded = try CLI.execute(launcher, arguments, in: cli.directory)
  #expect(loaded.status == 0)
  #expect(loaded.stdout == "back.png\n")
  try FileManager.default.removeItem(at: tool)
  let plainOne = try CLI.execute(launcher, arguments, in: cli.directory)
  #expect(plainOne.status == 1)
  #expect(plainOne.stderr.hasPrefix("chevgen: error: chevgen runs \(plain.path), which cannot"))
}

/// A `CHEVGEN_EXEC_PATH` too long for a path is refused rather than cut (a cut
/// path could name another program), and control characters in it are shown
/// escaped, never sent to the terminal.
@Test func anOverrideTooLongOrWithControlCharactersIsNamedSafely() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let long = "/" + String(repeating: "a", count: 5000)
  let tooLong = try cli.run(["--version"], environment: ["CHEVGEN_EXEC_PATH": long])
  #expect(tooLong.status == 1)
  #expect(
    tooLong.stderr
      == "chevgen: error: the path of chevgen-engine would be longer than 4095 bytes; install "
      + "chevgen in a shorter folder or set CHEVGEN_EXEC_PATH to one\n")
  let forged = try cli.run(
    ["diff", "a.png", "b.png"], environment: ["CHEVGEN_EXEC_PATH": "/no\nchevgen: ok\u{1B}[2J"])
  #expect(forged.status == 2)
  #expect(
    forged.stderr
      == "chevgen: error: chevgen runs /no\\x{0A}chevgen: ok\\x{1B}[2J/chevgen-compare, which "
      + "cannot be started (No such file or directory); reinstall chevgen, or set "
      + "CHEVGEN_EXEC_PATH to the folder that holds chevgen-compare\n")
}
