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
  #expect(traced.stderr.contains("chevgen-diff"))
  for library in drawingLibraries {
    #expect(!traced.stderr.contains(library), "chevgen diff loaded \(library)")
  }
  // The trace does show a render's libraries, so their absence above means something.
  let render = try cli.run(
    ["--title", "Menu", "--out", "back.png", "--scales", "1"], environment: ["LD_DEBUG": "libs"])
  #expect(render.status == 0)
  #expect(render.stderr.contains("libcairo") && render.stderr.contains("libpango"))
}

@Test(.needs(.loaderTrace)) func theEngineAnswersDiffWhenTheDiffPartIsMissing() throws {
  let cli = try CLI()
  defer { cli.remove() }
  try cli.write(picture(red: 15), to: "a.png")
  try cli.write(picture(red: 16), to: "b.png")
  let folder = try install(["chevgen-engine"], in: cli)
  let launcher = folder.appendingPathComponent("chevgen")
  let result = try CLI.execute(
    launcher, ["diff", "a.png", "b.png"], in: cli.directory, environment: ["LD_DEBUG": "libs"])
  #expect(result.status == 1)
  #expect(result.stdout == "10 of 200 pixels differ (5.00%)\n")
  #expect(result.stderr.contains("libcairo"))
}

/// chevgen-diff hands what needs the whole command tree back to the launcher,
/// which runs the engine: `chevgen diff --help` is the whole tree's help.
@Test(.needs(.loaderTrace)) func diffHelpIsTheWholeTreesAnswer() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let folder = try install(["chevgen-diff", "chevgen-engine"], in: cli)
  let launcher = folder.appendingPathComponent("chevgen")
  for arguments in [["diff", "--help"], ["diff", "a.png", "-h"]] {
    let help = try CLI.execute(
      launcher, arguments, in: cli.directory, environment: ["LD_DEBUG": "libs"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: chevgen diff [<options>] <expected> <actual>"))
    #expect(help.stderr.contains("chevgen-diff") && help.stderr.contains("libcairo"))
  }
}

/// Started without the launcher beside it, chevgen-diff says so in one line.
@Test func theDiffPartNamesAMissingLauncher() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let folder = try install(["chevgen-diff"], in: cli)
  try FileManager.default.removeItem(at: folder.appendingPathComponent("chevgen"))
  let result = try CLI.execute(
    folder.appendingPathComponent("chevgen-diff"), ["diff", "--help"], in: cli.directory)
  #expect(result.status == 2)
  #expect(result.stderr.hasPrefix("chevgen: error: chevgen-diff hands this command line to /"))
  #expect(
    result.stderr.hasSuffix(
      "/bin/chevgen, which cannot be started; keep chevgen-diff beside chevgen\n"))
  #expect(result.stdout == "")
}

@Test func aMissingEngineIsNamedWithItsFix() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let folder = try install([], in: cli)
  let launcher = folder.appendingPathComponent("chevgen")
  let render = try CLI.execute(launcher, ["--title", "Menu", "--out", "b.png"], in: cli.directory)
  #expect(render.status == 1)
  #expect(
    render.stderr
      == "chevgen: error: chevgen runs \(folder.path)/chevgen-engine, which cannot be started "
      + "(No such file or directory); build it with 'swift build --product chevgen-engine' and "
      + "keep it beside chevgen\n")
  #expect(render.stdout == "")
  // diff's every trouble exits 2, this one included.
  let diff = try CLI.execute(launcher, ["diff", "a.png", "b.png"], in: cli.directory)
  #expect(diff.status == 2)
  #expect(diff.stderr.hasPrefix("chevgen: error: chevgen runs \(folder.path)/chevgen-engine"))
}

/// `swift run chevgen` rebuilds only SwiftPM's plugin copy of a part
/// (`chevgen-engine-tool`), so of two copies the launcher starts the newer.
@Test func theNewerCopyOfAPartIsLoaded() throws {
  let cli = try CLI()
  defer { cli.remove() }
  let folder = try install([], in: cli)
  let launcher = folder.appendingPathComponent("chevgen")
  let stale = folder.appendingPathComponent("chevgen-engine")
  let fresh = folder.appendingPathComponent("chevgen-engine-tool")
  try Data("not a program".utf8).write(to: stale)
  try FileManager.default.copyItem(at: try builtPart("chevgen-engine"), to: fresh)
  let old = Date(timeIntervalSinceNow: -60)
  try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: stale.path)
  let arguments = ["--title", "Menu", "--out", "back.png", "--scales", "1"]
  let loaded = try CLI.execute(launcher, arguments, in: cli.directory)
  #expect(loaded.status == 0)
  #expect(loaded.stdout == "back.png\n")
  try FileManager.default.setAttributes(
    [.modificationDate: Date(timeIntervalSinceNow: -30)], ofItemAtPath: stale.path)
  try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: fresh.path)
  let staleOne = try CLI.execute(launcher, arguments, in: cli.directory)
  #expect(staleOne.status == 1)
  #expect(staleOne.stderr.hasPrefix("chevgen: error: chevgen runs \(stale.path), which cannot"))
}
