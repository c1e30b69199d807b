import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen build`'s refusals and its own files: bad manifests and command
/// lines, what a state lists, what it may sweep, what it never overwrites,
/// and the folders it no longer needs.
extension BuildCommandTests {
  /// Adds `path` to out/.chevgen-state as a file chevgen wrote, as a hand
  /// edit of the committed state would, and builds the changed manifest.
  func rebuild(listingInState path: String) throws -> CLI.Result {
    let state = cli.directory.appendingPathComponent("out/.chevgen-state")
    let edited = try String(contentsOf: state, encoding: .utf8) + "F\t\(path)\t4\t1\n"
    try edited.write(to: state, atomically: true, encoding: .utf8)
    return try build(cli, Self.changedManifest)
  }

  /// A run that warns records no fingerprint: every later no-op runs the full
  /// way and warns again, as it did before the shortcut.
  @Test func aBuildThatWarnsKeepsWarning() throws {
    let manifest = Self.manifest.replacingOccurrences(
      of: "scales: [1, 2, 3]", with: "scales: [1, 1.5, 2, 3]")
    let first = try build(cli, manifest)
    try #require(first.status == 0 && first.stderr.contains("warning"))
    #expect(!String(decoding: try cli.data("out/.chevgen-state"), as: UTF8.self).contains("\nM\t"))
    let again = try build(cli, manifest)
    #expect(again.stderr == first.stderr)
    #expect(
      again.stdout.hasPrefix(
        "chevgen build: 2 buttons (72 images: 3 locales, 2 states, 1 appearance, 4 scales), "
          + "out is up to date ("))
  }

  @Test func badManifestsListEveryProblemAndWriteNothing() throws {
    let result = try build(
      cli,
      """
      theme: {style: classic, tint: "#4A6FA5"}
      locales: [en, de]
      buttons:
        - {name: Back, role: back, titles: {en: Back}}
        - {name: Close, role: close}
        - {name: Add, role: add}
      """)
    #expect(result.status == 64)
    #expect(
      result.stderr == """
        chevgen.yml:4:38: error: buttons[0].titles: no title for locale 'de'; add de: … (every declared locale needs one)
        chevgen.yml:6:23: error: buttons[2].role: add is a purpose; write purpose: add

        """)
    #expect(result.stdout == "")
    #expect(
      !FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))

    // A font the theme names that is not there: a failure, 1, as a render's
    // missing font is, and still no output folder.
    let font = try build(
      cli, "theme: {font: Fonts/Brand.ttf}\nbuttons: [{name: Back, role: back, title: Back}]")
    #expect(font.status == 1)
    #expect(
      font.stderr
        == "chevgen build: error: chevgen.yml: cannot read the font 'Fonts/Brand.ttf': No such file "
        + "or directory; fix theme.font or theme.fallback-fonts (paths are relative to the manifest)\n"
    )
    #expect(
      !FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))

    let missing = try cli.run(["build", "nowhere.yml"])
    missing.expect(
      status: 1,
      line: "chevgen build: error: cannot read manifest 'nowhere.yml': No such file or directory; "
        + "pass the manifest's path, e.g. chevgen build chevgen.yml")
  }

  /// Output folders are committed, so the state is input: a hand-edited state
  /// that lists a file outside the folder is ignored with a warning, the build
  /// starts over, and the file outside keeps its bytes.
  @Test func aHandEditedStateNeverDeletesOutsideTheOutputFolder() throws {
    try #require(try build(cli).status == 0)
    let outside = cli.directory.appendingPathComponent("outside.txt")
    try Data("mine".utf8).write(to: outside)
    let result = try rebuild(listingInState: "../outside.txt")
    result.expect(
      status: 0,
      line: "chevgen build: warning: .chevgen-state lists '../outside.txt' outside the output "
        + "folder; ignoring it and rebuilding everything")
    #expect(try Data(contentsOf: outside) == Data("mine".utf8))
    #expect(try build(cli, Self.changedManifest).stderr == "")
  }

  /// Only the temporary names chevgen gives (`.NAME.chevgen-PID-N.tmp`) are swept;
  /// a user's file that merely looks like one stays.
  @Test func onlyChevgensOwnTemporaryNamesAreSwept() throws {
    try #require(try build(cli).status == 0)
    let lookalikes = [".my.chevgen-notes.tmp", ".chevgen-1.tmp", ".x.chevgen-12-a.tmp"]
    for name in lookalikes + [".index.json.chevgen-99999999-0.tmp"] {
      try Data("mine".utf8).write(to: cli.directory.appendingPathComponent("out/" + name))
    }
    #expect(try build(cli, Self.changedManifest).status == 0)
    for name in lookalikes {
      #expect(try cli.data("out/" + name) == Data("mine".utf8), "\(name)")
    }
    #expect(!cli.exists("out/.index.json.chevgen-99999999-0.tmp"))
  }

  /// A state is trusted only with paths chevgen writes: one that lists a
  /// user's file, the lock or the manifest is ignored, and they keep their bytes.
  @Test(arguments: ["notes.txt", "css/notes.txt", ".chevgen.lock", "chevgen.yml"])
  func aHandEditedStateNeverDeletesWhatChevgenDoesNotWrite(_ path: String) throws {
    try #require(try build(cli).status == 0)
    let file = cli.directory.appendingPathComponent("out/" + path)
    if !FileManager.default.fileExists(atPath: file.path) {
      try Data("mine".utf8).write(to: file)
    }
    let bytes = try Data(contentsOf: file)
    let result = try rebuild(listingInState: path)
    result.expect(
      status: 0,
      line: "chevgen build: warning: .chevgen-state lists '\(path)', which chevgen does not write; "
        + "ignoring it and rebuilding everything")
    #expect(try Data(contentsOf: file) == bytes)
  }

  /// A file no longer declared that cannot be removed stays listed as
  /// chevgen's, with a warning, and the next run removes it: the folder then
  /// equals a clean build's.
  @Test(.needs(.strace)) func aFileThatCannotBeRemovedIsRemovedByTheNextRun() throws {
    let reference = try CLI()
    defer { reference.remove() }
    try #require(try build(reference, Self.changedManifest).status == 0)
    let expected = try contents(reference)

    try #require(try build(cli).status == 0)
    try Self.changedManifest.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    let refused = try cli.tool(
      "strace",
      [
        "-f", "-qq", "-o", "/dev/null", "-e", "trace=unlink", "-e", "inject=unlink:error=EACCES",
        CLI.binary.path, "build", "chevgen.yml", "--out", "out",
      ])
    refused.expect(
      status: 0,
      line: "chevgen build: warning: cannot remove "
        + "'out/Assets.xcassets/Close-highlighted.imageset/Close-highlighted.png' and 25 more "
        + "files no longer declared (Permission denied); the next run tries again")
    let next = try build(cli, Self.changedManifest)
    #expect(next.status == 0 && next.stderr == "", "\(next.stderr)")
    #expect(try contents(cli) == expected)
    #expect(files(cli).filter { $0.contains("Close") }.isEmpty)
  }

  /// A mistake on the command line is one line, like every other error; a
  /// font the manifest names is named in the manifest's words, its path cut to
  /// 200 characters; a warning two drawings share is printed once.
  @Test func commandLineMistakesFontsAndWarningsAreOneLineEach() throws {
    let unknown = try cli.run(["build", "--bogus"])
    unknown.expect(
      status: 64,
      line: "chevgen build: error: unknown option '--bogus'; did you mean '--out'? "
        + "(see 'chevgen build --help')")
    #expect(
      try cli.run(["build", "a.yml", "b.yml"]).stderr
        == "chevgen build: error: unexpected argument 'b.yml' (see 'chevgen build --help')\n")

    try Data("not a font".utf8).write(to: cli.directory.appendingPathComponent("notes.ttf"))
    let notAFont = try build(
      cli, "theme: {font: notes.ttf}\nbuttons: [{name: Back, role: back, title: Back}]")
    notAFont.expect(
      status: 1,
      line:
        "chevgen build: error: chevgen.yml: 'notes.ttf' is not a font file fontconfig can read; "
        + "give theme.font a .ttf or .otf file")
    let deep = String(repeating: "a/", count: 300) + "Brand.ttf"
    let far = try build(
      cli, "theme: {font: \(deep)}\nbuttons: [{name: Back, role: back, title: Back}]")
    far.expect(
      status: 1,
      line: "chevgen build: error: chevgen.yml: cannot read the font '\(deep.prefix(200))…': "
        + "No such file or directory; fix theme.font or theme.fallback-fonts (paths are relative "
        + "to the manifest)")

    let nowhere = String(repeating: "m/", count: 300) + "chevgen.yml"
    #expect(
      try cli.run(["build", nowhere]).stderr
        == "chevgen build: error: cannot read manifest '\(nowhere.prefix(200))…': No such file "
        + "or directory; pass the manifest's path, e.g. chevgen build chevgen.yml\n")

    let long = String(repeating: "x", count: 100)
    let shortened = try build(
      cli, "scales: [1]\nbuttons: [{name: Back, role: back, title: \(long)}]")
    shortened.expect(
      status: 0,
      line: "chevgen build: warning: Back: the title was shortened with an ellipsis to fit 300 "
        + "points; shorten it or set a wider width")
  }

  /// A file chevgen did not write, a symbolic link or a file where a folder
  /// goes is refused in one line before anything is drawn, and stays as it was.
  @Test func neverOverwritesAForeignFileNorWritesThroughALink() throws {
    let out = cli.directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("css"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: out.appendingPathComponent("css/chevgen.css"))
    let foreign = try build(cli)
    #expect(foreign.status == 1)
    #expect(
      foreign.stderr
        == "chevgen build: error: 'out/css/chevgen.css' is in the way, and chevgen overwrites "
        + "only files it wrote (there is no .chevgen-state); move it away or choose another --out\n"
    )
    #expect(try cli.data("out/css/chevgen.css") == Data("mine".utf8))
    #expect(files(cli).filter { !$0.hasPrefix(".chevgen") } == ["css/chevgen.css"])

    try FileManager.default.removeItem(at: out.appendingPathComponent("css/chevgen.css"))
    let elsewhere = cli.directory.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: out.appendingPathComponent("res"), withDestinationURL: elsewhere)
    let linked = try build(cli)
    linked.expect(
      status: 1,
      line: "chevgen build: error: 'out/res' is a symbolic link, and chevgen writes and removes "
        + "nothing through links; replace it with a real folder or file, or choose another --out")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)

    // A link where chevgen's own file was: refused, and its target keeps its bytes.
    try FileManager.default.removeItem(at: out.appendingPathComponent("res"))
    try #require(try build(cli).status == 0)
    let target = cli.directory.appendingPathComponent("target.png")
    try Data("mine".utf8).write(to: target)
    let index = out.appendingPathComponent("index.json")
    try FileManager.default.removeItem(at: index)
    try FileManager.default.createSymbolicLink(at: index, withDestinationURL: target)
    let changed = try build(cli, Self.changedManifest)
    changed.expect(
      status: 1,
      line: "chevgen build: error: 'out/index.json' is a symbolic link, and chevgen writes and "
        + "removes nothing through links; replace it with a real folder or file, or choose "
        + "another --out")
    #expect(try Data(contentsOf: target) == Data("mine".utf8))
  }

  /// A locale dropped from the manifest takes its files and the folders they
  /// leave empty; a folder that holds a user's file stays.
  @Test func foldersNoLongerNeededAreRemoved() throws {
    try #require(try build(cli, Self.baked).status == 0)
    let out = cli.directory.appendingPathComponent("out")
    try Data("keep".utf8).write(to: out.appendingPathComponent("res/drawable-ar-mdpi/mine.xml"))
    let withoutGerman = Self.baked.replacingOccurrences(of: "[en, de, ar]", with: "[en]")
      .replacingOccurrences(of: ", de: Zurück, ar: رجوع", with: "")
    let result = try build(cli, withoutGerman)
    #expect(result.status == 0, "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("res").path)
    #expect(!folders.contains { $0.hasPrefix("drawable-de") })
    #expect(folders.filter { $0.hasPrefix("drawable-ar") } == ["drawable-ar-mdpi"])
    #expect(try cli.data("out/res/drawable-ar-mdpi/mine.xml") == Data("keep".utf8))
  }
}
