import ChevGenDiff
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

// chevgen draws with the Inter and DejaVu files it ships, never with the machine's fonts:
// every golden the command line can draw comes out the same with fontconfig
// pointed at an empty configuration and, where the kernel lets a test hide
// folders, with the system's font folders empty; strace shows the only font
// files opened are the shipped ones, from an install or the copy chevgen carries.

/// The repository's root, from this file's path.
private let repository = SourceTree.root.path
/// The fonts chevgen ships, in this checkout: the tests' copy of Inter and DejaVu Sans.
let shippedFonts = repository + "/Sources/ChevGenText/Fonts"

/// Every golden in `Fixtures/golden` as the command line draws it: the name,
/// the arguments and the file written (one per run: one scale, state, appearance).
private let goldenRenders: [(name: String, arguments: [String], file: String)] =
  [
    ("back-normal@1x", ["--title", "Back", "--scales", "1"], "g.png"),
    ("back-normal@2x", ["--title", "Back", "--scales", "2"], "g@2x.png"),
    ("back-normal@3x", ["--title", "Back", "--scales", "3"], "g@3x.png"),
    (
      "menu-highlighted@2x", ["--title", "Menu", "--state", "highlighted", "--scales", "2"],
      "g-highlighted@2x.png"
    ),
    (
      "menu-disabled@3x", ["--title", "Menu", "--state", "disabled", "--scales", "3"],
      "g-disabled@3x.png"
    ),
    ("empty-normal@2x", ["--title", "", "--scales", "2"], "g@2x.png"),
    ("arabic-rtl-normal@2x", ["--title", "رجوع", "--scales", "2"], "g@2x.png"),
    (
      "hebrew-rtl-highlighted@1x", ["--title", "חזרה", "--state", "highlighted", "--scales", "1"],
      "g-highlighted.png"
    ),
    (
      "long-normal@1x", ["--title", String(repeating: "Preferences ", count: 40), "--scales", "1"],
      "g.png"
    ),
    ("halfscale-normal@1.5x", ["--title", "Menu", "--scales", "1.5"], "g@1.5x.png"),
    (
      "menu-custom-width90@2x",
      [
        "--title", "Menu", "--tint", "#4A6FA5", "--text-color", "#FFD700", "--shadow-color",
        "#00000080", "--shadow-offset=0,1", "--width", "90", "--scales", "2",
      ], "g@2x.png"
    ),
    ("style-minimal-mask@2x", ["--style", "minimal", "--scales", "2"], "g-mask@2x.png"),
  ].map { ($0.0, $0.1 + ["--out", "g.png"], $0.2) } + styleRenders + previewRenders + [
    ("sheet@1x", ["sheet", "--scales", "1", "--out", "g.png"], "g.png"),
    (
      "animate-relabel-sprites@2x",
      [
        "animate", "--from", "Pause", "--to", "Menu", "--duration", "0.35", "--fps", "20",
        "--curve", "ease-in-out", "--scales", "2", "--out", "a",
      ], "a/sprites@2x.png"
    ),
    (
      "animate-capsule-close-rtl-dark-sprites@2x",
      [
        "animate", "--from", "رجوع", "--style", "capsule", "--to-style", "close",
        "--appearance", "dark", "--direction", "rtl", "--duration", "0.35", "--fps", "20",
        "--curve", "spring", "--scales", "2", "--out", "a",
      ], "a/sprites@2x.png"
    ),
  ]

/// Every style × state × appearance at 2x, titled "Back" where the style takes a title.
private let styleRenders: [(name: String, arguments: [String], file: String)] =
  ["classic", "plain", "minimal", "capsule", "close", "glass"].flatMap { style in
    ["normal", "highlighted", "disabled"].flatMap { state in
      ["light", "dark"].map { appearance in
        let title = ["minimal", "close", "glass"].contains(style) ? [] : ["--title", "Back"]
        let suffix = (state == "normal" ? "" : "-" + state) + (appearance == "dark" ? "-dark" : "")
        return (
          "style-\(style)-\(state)-\(appearance)@2x",
          ["--style", style, "--state", state, "--appearance", appearance, "--scales", "2"]
            + title + ["--out", "g.png"], "g\(suffix)@2x.png"
        )
      }
    }
  }

/// The six previews, drawn in light and dark at 2x by `previewRenders`.
private let previews: [(name: String, arguments: [String])] = [
  (
    "root-plain",
    ["--configuration", "root", "--style", "plain", "--trailing", "add"]
      + ["--title", "Notifications and Privacy Settings"]
  ),
  (
    "page-classic",
    ["--configuration", "page", "--style", "classic", "--trailing", "add,share"]
      + ["--title", "Settings", "--back-title", "Menu"]
  ),
  ("dialog-capsule", ["--configuration", "dialog", "--style", "capsule", "--title", "New Event"]),
  (
    "page-rtl-plain",
    ["--configuration", "page", "--style", "plain", "--trailing", "search"]
      + ["--title", "الإعدادات", "--back-title", "القائمة"]
  ),
  (
    "root-glass",
    ["--configuration", "root", "--style", "glass", "--trailing", "add,share"]
      + ["--title", "Photos"]
  ),
  (
    "page-glass",
    ["--configuration", "page", "--style", "glass", "--trailing", "add,share"]
      + ["--title", "Settings", "--back-title", "Menu"]
  ),
  ("dialog-glass", ["--configuration", "dialog", "--style", "glass", "--title", "New Event"]),
]

private let previewRenders: [(name: String, arguments: [String], file: String)] =
  previews.flatMap { name, arguments -> [(name: String, arguments: [String], file: String)] in
    ["light", "dark"].map {
      (appearance: String) -> (name: String, arguments: [String], file: String) in
      (
        "preview-\(name)-\(appearance)@2x",
        ["preview"] + arguments + ["--appearance", appearance, "--scales", "2", "--out", "g.png"],
        appearance == "dark" ? "g-dark@2x.png" : "g@2x.png"
      )
    }
  }

/// Environment variables that point fontconfig at an empty configuration and
/// give the process a home with no fonts or font settings of its own, all in
/// a `no-fonts` folder made in `directory`.
private func emptyFontconfig(in directory: URL) throws -> [String: String] {
  let folder = directory.appendingPathComponent("no-fonts")
  let empty = folder.appendingPathComponent("empty").path
  try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
  let file = folder.appendingPathComponent("fonts.conf").path
  try "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".write(
    toFile: file, atomically: true, encoding: .utf8)
  return [
    "FONTCONFIG_FILE": file, "FONTCONFIG_PATH": empty, "HOME": empty, "XDG_CONFIG_HOME": empty,
    "XDG_DATA_HOME": empty, "XDG_DATA_DIRS": empty, "XDG_CACHE_HOME": empty,
  ]
}

/// The machine's font folders, which a hiding run mounts empty folders over.
private let systemFontFolders = ["/usr/share/fonts", "/usr/local/share/fonts", "/etc/fonts"]

/// Names in a path that mean fontconfig's settings or caches, or a user's fonts.
private let fontSettingNames: Set<Substring> = [
  "fontconfig", ".fonts", ".fonts.conf", "fonts.conf",
]

/// Runs the rest of its arguments with each system font folder covered by an
/// empty one, in a mount namespace of its own; exits 97 if a folder cannot be
/// covered and 98 if DejaVu is still visible.
private let hidingScript =
  "for d in \(systemFontFolders.joined(separator: " ")); do "
  + "if [ -d \"$d\" ]; then mount -t tmpfs none \"$d\" || exit 97; fi; done; "
  + "[ ! -e /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || exit 98; exec \"$@\""

/// Whether this kernel lets an unprivileged test mount in a namespace of its
/// own (some distributions, Ubuntu 24.04 among them, forbid it by default).
private let canHideFolders: Bool = {
  guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
  let probe = try? CLI.execute(
    URL(fileURLWithPath: "/usr/bin/unshare"),
    ["--user", "--map-root-user", "--mount", "/bin/sh", "-c", "mount -t tmpfs none /tmp"],
    in: TemporaryFolder.systemTemporaryURL)
  return probe?.status == 0
}()

/// strace runs on Linux only; elsewhere the opens cannot be watched this way.
private let canTrace = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")

/// The goldens' tolerance, as `Golden` in ChevGenCairoTests states it (this
/// target cannot import that one): exact with the cairo and pixman that
/// recorded them, with room for other builds' anti-aliasing.
private let goldenTolerance = DiffTolerance(maximumRatio: 0.005)

/// Runs one golden render plainly and then through `wrapper` (a command that
/// ends by running its arguments, or none) with `emptyFontconfig`: both must
/// give the same bytes, and the golden's pixels within `goldenTolerance`.
private func expectSameRender(_ name: String, through wrapper: [String] = []) throws {
  let render = try #require(goldenRenders.first { $0.name == name })
  let plain = try CLI()
  let isolated = try CLI()
  defer {
    plain.remove()
    isolated.remove()
  }
  try #require(try plain.run(render.arguments).status == 0)
  let executable = URL(fileURLWithPath: wrapper.first ?? CLI.binary.path)
  let arguments =
    wrapper.dropFirst() + (wrapper.isEmpty ? [] : [CLI.binary.path]) + render.arguments
  let result = try CLI.execute(
    executable, Array(arguments), in: isolated.directory,
    environment: try emptyFontconfig(in: isolated.directory))
  try #require(result.status == 0, "\(name): \(result.stderr)")
  let bytes = try isolated.data(render.file)
  #expect(bytes == (try plain.data(render.file)), "\(name) differs from a plain render")
  let golden = try Data(
    contentsOf: URL(fileURLWithPath: "\(repository)/Fixtures/golden/\(name).png"))
  let comparison = PixelMatch.compare(
    try PNGDecoder.decode([UInt8](bytes)), try PNGDecoder.decode([UInt8](golden)),
    options: PixelMatchOptions())
  #expect(
    comparison.sizesMatch && goldenTolerance.accepts(comparison),
    "\(name): \(comparison.summary)")
}

/// The table covers every golden image, so that a new one is checked here too
/// (the folder also holds text goldens in subfolders, such as `accessors`).
@Test func everyGoldenHasARender() throws {
  let goldens = try FileManager.default.contentsOfDirectory(atPath: repository + "/Fixtures/golden")
    .filter { $0.hasSuffix(".png") }
  #expect(Set(goldenRenders.map { $0.name + ".png" }) == Set(goldens))
}

@Test(arguments: goldenRenders.map(\.name))
func goldensAreTheSameWithFontconfigPointedAtAnEmptyConfiguration(_ name: String) throws {
  try expectSameRender(name)
}

@Test(
  .enabled(if: canHideFolders, "needs unprivileged user and mount namespaces (unshare -rm)"),
  arguments: goldenRenders.map(\.name))
func goldensAreTheSameWithTheSystemFontFoldersHidden(_ name: String) throws {
  try expectSameRender(
    name,
    through: ["/usr/bin/unshare", "--user", "--map-root-user", "--mount", "/bin/sh", "-c"]
      + [hidingScript, "sh"])
}

/// The font files a run opens, and every path it touches in the machine's font
/// folders or fontconfig's settings and caches, from strace's log.
private func fontFiles(
  touchedBy executable: String, _ arguments: [String], in cli: CLI
) throws -> (opened: Set<String>, system: [String]) {
  let log = cli.directory.appendingPathComponent("strace.log").path
  let result = try cli.tool(
    "strace", ["-f", "-qq", "-e", "trace=%file", "-o", log, executable] + arguments)
  try #require(result.status == 0, "\(result.stderr)")
  var opened: Set<String> = []
  var system: [String] = []
  for line in try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n") {
    let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
    guard quoted.count > 2 else { continue }
    let path = String(quoted[1])
    let names = path.split(separator: "/")
    if systemFontFolders.contains(where: { path.hasPrefix($0) })
      || names.contains(where: fontSettingNames.contains)
    {
      system.append(path)
    }
    if line.contains("openat("), [".ttf", ".otf", ".ttc"].contains(where: path.hasSuffix) {
      opened.insert(path)
    }
  }
  return (opened, system)
}

@Test(.enabled(if: canTrace, "strace, which watches the opens, runs on Linux only"))
func theOnlyFontsOpenedAreTheShippedOnes() throws {
  let cli = try CLI()
  defer { cli.remove() }
  // The sheet sets classic's labels in DejaVu Sans Bold, the other styles' and
  // the row names in Inter Regular, which falls back to DejaVu Sans.
  let touched = try fontFiles(
    touchedBy: CLI.binary.path, ["sheet", "--scales", "1", "--out", "sheet.png"], in: cli)
  // A build folder's chevgen is not installed: it draws with the copy it
  // carries, written into the user's cache folder.
  let environment = ProcessInfo.processInfo.environment
  let cache =
    environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    ?? (environment["HOME"] ?? "") + "/.cache"
  #expect(Set(touched.opened.map { ($0 as NSString).lastPathComponent }) == Set(fontNames))
  for path in touched.opened {
    #expect(path.hasPrefix(cache + "/chevgen/fonts-"), "\(path)")
  }
  #expect(touched.system == [])
}

/// The files chevgen ships.
private let fontNames = [
  "DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "Inter-Regular.otf", "Inter-SemiBold.otf",
]

/// `bin/chevgen` with the fonts in `share/chevgen/fonts`, as scripts/install lays them out, draws with the
/// fonts of its prefix, not those of the checkout: classic with DejaVu Sans
/// Bold alone, plain with Inter and the two DejaVu files it falls back to.
@Test(.enabled(if: canTrace, "strace, which watches the opens, runs on Linux only"))
func anInstalledChevgenUsesTheFontsOfItsPrefix() throws {
  let cli = try CLI()
  defer { cli.remove() }
  try cli.makeFolder("prefix/bin")
  try cli.makeFolder("prefix/share/chevgen/fonts")
  let prefix = cli.directory.resolvingSymlinksInPath().path + "/prefix"
  let built = CLI.binary.deletingLastPathComponent().path
  try FileManager.default.copyItem(atPath: built + "/chevgen", toPath: prefix + "/bin/chevgen")
  for font in fontNames {
    try FileManager.default.copyItem(
      atPath: shippedFonts + "/" + font, toPath: prefix + "/share/chevgen/fonts/" + font)
  }
  let arguments = ["--title", "Menu", "--scales", "1", "--out"]
  let touched = try fontFiles(
    touchedBy: prefix + "/bin/chevgen", arguments + ["installed.png"], in: cli)
  let fonts = prefix + "/share/chevgen/fonts/"
  #expect(touched.opened == [fonts + "DejaVuSans-Bold.ttf"])
  #expect(touched.system == [])
  try #require(try cli.run(arguments + ["built.png"]).status == 0)
  #expect(try cli.data("installed.png") == cli.data("built.png"))
  let plain = try fontFiles(
    touchedBy: prefix + "/bin/chevgen", ["--style", "plain"] + arguments + ["plain.png"], in: cli)
  #expect(
    plain.opened
      == [fonts + "Inter-Regular.otf", fonts + "DejaVuSans.ttf", fonts + "DejaVuSans-Bold.ttf"])
}

/// Without the shipped fonts a render that needs them is one line naming where
/// chevgen looked and the ways out, and writes nothing; one with --font runs.
@Test func withoutItsFontsARenderSaysWhereItLookedAndWhatToDo() throws {
  let cli = try CLI()
  defer { cli.remove() }
  try cli.makeFolder("empty")
  let missing = ["CHEVGEN_FONTS": "empty"]
  let result = try cli.run(["--title", "Menu", "--out", "back.png"], environment: missing)
  result.expect(
    status: 1,
    line: "chevgen: error: chevgen's fonts DejaVuSans-Bold.ttf, DejaVuSans.ttf, Inter-Regular.otf "
      + "and Inter-SemiBold.otf are not in 'empty'; give --font a .ttf or .otf file, set CHEVGEN_FONTS to a folder holding them, "
      + "or install them in share/chevgen/fonts of chevgen's prefix")
  #expect(try cli.files() == ["empty"])
  let own = ["--font", shippedFonts + "/DejaVuSans.ttf", "--scales", "1", "--out", "own.png"]
  #expect(try cli.run(own, environment: missing).status == 0)
  let named = try cli.run(
    ["--scales", "1", "--out", "named.png"], environment: ["CHEVGEN_FONTS": shippedFonts])
  #expect(named.status == 0 && named.stderr == "")
}

/// `chevgen build` says the same in the manifest's words, before it writes anything.
@Test func aBuildWithoutTheFontsSaysSoInTheManifestsWords() throws {
  let cli = try CLI()
  defer { cli.remove() }
  try cli.makeFolder("empty")
  try "buttons:\n  - name: back\n    role: back\n    title: Back\n".write(
    to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
  let result = try cli.run(
    ["build", "chevgen.yml", "--out", "out"], environment: ["CHEVGEN_FONTS": "empty"])
  // An unusable font is a failure, 1, as in a render.
  #expect(result.status == 1)
  #expect(
    result.stderr
      == "chevgen build: error: chevgen.yml: chevgen's fonts DejaVuSans-Bold.ttf, "
      + "DejaVuSans.ttf, Inter-Regular.otf and Inter-SemiBold.otf are not in 'empty'; give theme.font a .ttf or .otf file, set "
      + "CHEVGEN_FONTS to a folder holding them, or install them in share/chevgen/fonts of chevgen's prefix\n"
  )
  #expect(try cli.files() == ["chevgen.yml", "empty"])
}

/// A font that cannot be used is a failure, exit 1, in every command and
/// whoever names it; a build that fails on it leaves no folder or lock behind,
/// and one into an existing folder leaves it as it was.
@Test func anUnusableFontFailsEveryCommandAlikeAndLeavesNothing() throws {
  let cli = try CLI()
  defer { cli.remove() }
  try cli.makeFolder("fifo")
  for name in fontNames {
    try #require(mkfifo(cli.directory.path + "/fifo/" + name, 0o600) == 0)
  }
  try Data("not a font".utf8).write(to: cli.directory.appendingPathComponent("notes.ttf"))
  try "buttons: [{name: Back, role: back, title: Back}]\n".write(
    to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
  try "theme: {font: notes.ttf}\nbuttons: [{name: Back, role: back, title: Back}]\n".write(
    to: cli.directory.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
  try cli.makeFolder("existing")
  let fifo = ["CHEVGEN_FONTS": "fifo"]
  let runs = [
    try cli.run(["--title", "Menu", "--out", "back.png"], environment: fifo),
    try cli.run(["build", "chevgen.yml", "--out", "out"], environment: fifo),
    try cli.run(["build", "bad.yml", "--out", "made/out"]),
    try cli.run(["build", "bad.yml", "--out", "existing"]),
  ]
  for run in runs {
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
  }
  #expect(try cli.files() == ["bad.yml", "chevgen.yml", "existing", "fifo", "notes.ttf"])
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: cli.directory.path + "/existing") == [])
}
