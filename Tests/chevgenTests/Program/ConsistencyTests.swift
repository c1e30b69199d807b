import ChevGenTestSupport
import Foundation
import Testing

// MARK: - Repeated options

/// Each command, the arguments before its options, its required options with a
/// valid value, its exit status for a usage error and its error prefix.
private let commands:
  [(name: String, arguments: [String], required: [String: String], status: Int32, prefix: String)] =
    [
      ("render", ["render"], ["--out": "a.png"], 64, "chevgen: error: "),
      ("animate", ["animate"], ["--out": "anim"], 64, "chevgen: error: "),
      ("preview", ["preview"], ["--title": "S", "--out": "p.png"], 64, "chevgen: error: "),
      ("diff", ["diff", "a.png", "b.png"], [:], 2, "chevgen: error: "),
      ("sheet", ["sheet"], ["--out": "s.png"], 64, "chevgen: error: "),
      ("build", ["build"], [:], 64, "chevgen build: error: "),
    ]

/// The options of a help text that take a value (`--tint <#RRGGBB[AA]>`), and
/// whether each one's help says it may be repeated.
private func valueOptions(in help: String) -> [(flag: String, repeatable: Bool)] {
  let lines = help.split(separator: "\n").map(String.init)
  return lines.indices.compactMap { index in
    let line = lines[index]
    guard line.hasPrefix("  --"), line.contains(" <") else { return nil }
    let flag = String(line.dropFirst(2).prefix { $0 != " " })
    let rest = lines[(index + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("  -") } ?? lines.endIndex
    let entry = lines[index..<end].joined(separator: " ")
    return (flag, entry.contains("repeat"))
  }
}

/// What every command does alike: repeated options refused in one voice, and
/// help that lists every command.
@Suite struct ConsistencyTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// ArgumentParser keeps the last of a repeated option's values; chevgen refuses
  /// the repetition instead, for every option that takes one value in every
  /// command, and lets the options whose help says "repeat" repeat.
  @Test(arguments: commands.indices)
  func everyOptionTakingOneValueRefusesRepetition(index: Int) throws {
    let command = commands[index]
    let help = try cli.run(command.arguments.prefix(1) + ["--help"])
    #expect(help.status == 0)
    let options = valueOptions(in: help.stdout)
    #expect(options.count >= (command.name == "build" ? 2 : command.name == "sheet" ? 2 : 5))
    for (flag, repeatable) in options {
      let required = command.required.filter { $0.key != flag }.sorted { $0.key < $1.key }
      let result = try cli.run(
        command.arguments + required.flatMap { [$0.key, $0.value] } + [flag, "1", flag, "1"])
      let refusal =
        "\(command.prefix)\(flag) takes one value and is given twice; give it once "
        + "(see 'chevgen \(command.name) --help')\n"
      if repeatable {
        #expect(result.stderr != refusal, "\(command.name) \(flag) may repeat")
      } else {
        #expect(result.status == command.status, "\(command.name) \(flag)")
        #expect(result.stderr == refusal)
        #expect(result.stdout == "")
      }
    }
  }

  @Test func animateRefusesASecondAppearanceInsteadOfKeepingTheLast() throws {
    let result = try cli.run([
      "animate", "--from", "A", "--to", "B", "--appearance", "light", "--appearance=dark",
      "--appearance", "dark", "--out", "anim",
    ])
    result.expect(
      status: 64,
      line: "chevgen: error: --appearance takes one value and is given 3 times; give it once "
        + "(see 'chevgen animate --help')")
    #expect(try cli.files() == [])
  }

  @Test func theDefaultSubcommandAndDiffRefuseRepetitionInTheirOwnWords() throws {
    let render = try cli.run(["--title", "A", "--out", "a.png", "--title", "B"])
    render.expect(
      status: 64,
      line: "chevgen: error: --title takes one value and is given twice; give it once "
        + "(see 'chevgen render --help')")
    let diff = try cli.run(["diff", "a.png", "b.png", "--threshold", "0.1", "--threshold", "0.2"])
    diff.expect(
      status: 2,
      line: "chevgen: error: --threshold takes one value and is given twice; give it once "
        + "(see 'chevgen diff --help')")
    // After "--" a value that looks like an option is an argument.
    let build = try cli.run(["build", "--out", "x", "--", "--out"])
    #expect(build.stderr.contains("takes one value") == false)
  }

  /// Repeatable options draw every value given.
  @Test func repeatableOptionsAreHonouredForEveryValue() throws {
    let result = try cli.run([
      "--out", "a.png", "--scales", "1", "--appearance", "light", "--appearance", "dark",
      "--state", "normal", "--state", "disabled",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "a.png\na-disabled.png\na-dark.png\na-disabled-dark.png\n")
  }
}

// MARK: - sheet

extension ConsistencyTests {
  @Test func sheetWritesOneFilePerScaleWithRendersNames() throws {
    let result = try cli.run(["sheet", "--out", "sheet.png", "--scales", "1,2"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "sheet.png\nsheet@2x.png\n")
    #expect(try cli.files() == ["sheet.png", "sheet@2x.png"])
    let (width, height) = try cli.pngSize("sheet.png")
    #expect(try cli.pngSize("sheet@2x.png") == (2 * width, 2 * height))

    let half = try cli.run(["sheet", "--out", "half.png", "--scales", "1.5"])
    #expect(half.status == 0 && half.stdout == "half@1.5x.png\n")

    try cli.makeFolder("all")
    let byDefault = try cli.run(["sheet", "--out", "all/sheet.png"])
    #expect(byDefault.stdout == "all/sheet.png\nall/sheet@2x.png\nall/sheet@3x.png\n")

    let vector = try cli.run(["sheet", "--out", "sheet.svg"])
    #expect(vector.status == 0 && vector.stdout == "sheet.svg\n")
    let scaledVector = try cli.run(["sheet", "--out", "sheet.pdf", "--scales", "2"])
    scaledVector.expect(
      status: 64,
      line: "chevgen: error: --scales applies to PNG output only; PDF files are vector art drawn "
        + "once in points: drop --scales or write a .png")
    let badScale = try cli.run(["sheet", "--out", "sheet.png", "--scales", "0.5"])
    badScale.expect(
      status: 64,
      line: "chevgen: error: --scales '0.5' is not valid: give scales as a comma-separated list of "
        + "multiples of 0.5 from 1 to 8, e.g. 1,2,3")
    let oldFlag = try cli.run(["sheet", "--out", "sheet.png", "--scale", "2"])
    oldFlag.expect(
      status: 64,
      line: "chevgen: error: unknown option '--scale'; did you mean '--scales'? "
        + "(see 'chevgen sheet --help')")
  }
}

// MARK: - Help

private let rootHelp = """
  OVERVIEW: Draw stretchable chevron back-button art as PNG, SVG or PDF.

  Without a subcommand, chevgen renders:
    chevgen --title Menu --out back.png
  writes back.png, back@2x.png and back@3x.png.

  The asset-pipeline step, over a manifest of buttons (see 'chevgen build
  --help'):
    chevgen build chevgen.yml --out Generated

  Changed images, reviewed and accepted in a browser ('chevgen review --help'):
    chevgen review Tests/__Snapshots__ build/snapshots

  USAGE: chevgen <subcommand>

  OPTIONS:
    --version               Show the version.
    -h, --help              Show help information.

  SUBCOMMANDS:
    render (default)        Render a back or action button in the classic, plain,
                            minimal, capsule, close or glass style.
    animate                 Render a cross-fade from one button to another:
                            frames, APNG, sprite sheet, SVG.
    preview                 Draw a navigation bar with its buttons and title, to
                            judge the art in context.
    diff                    Compare two PNG files, or two directories of PNGs,
                            pixel by pixel.
    sheet                   Draw every style × state × appearance, and every
                            purpose, side by side.
    build                   Draw every button a manifest declares: asset catalog,
                            nine-patches, CSS, index.
    review                  Look at what changed between two folders of PNGs in a
                            browser, and accept it.

    See 'chevgen help <subcommand>' for detailed help.

  """

extension ConsistencyTests {
  /// `chevgen --help` is the short root help: the command list, build included.
  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func rootHelpListsEveryCommand(arguments: [String]) throws {
    let result = try cli.run(arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == rootHelp)
  }

  /// `chevgen help build` is `chevgen build --help`, answered from the one
  /// command tree; the same for review.
  @Test(arguments: [
    (
      "build",
      "\nUSAGE: chevgen build [<manifest>] [--out <dir>] [--state-dir <dir>] [--json] [--schema] "
        + "[--quiet]\n"
    ),
    ("review", "\nUSAGE: chevgen review [<options>] [<path> ...]\n"),
  ])
  func helpOfAProgramShowsItsOwnHelp(command: String, usage: String) throws {
    let help = try cli.run(["help", command])
    #expect(help.status == 0)
    #expect(help.stderr == "")
    #expect(help.stdout.contains(usage))
    #expect(help.stdout == (try cli.run([command, "--help"])).stdout)
    let overview = help.stdout.components(separatedBy: "\n\n")[0]
      .replacingOccurrences(of: "\n", with: " ")
    let padding = String(repeating: " ", count: 24 - command.count)
    let listed = rootHelp.components(separatedBy: "\n  \(command)\(padding)")[1]
      .components(separatedBy: "\n")[0...1].joined(separator: "\n")
      .components(separatedBy: "\n    See")[0]
      .replacingOccurrences(of: "\n                          ", with: " ")
    #expect(overview == "OVERVIEW: " + listed)
  }

  /// What render's help says about styles and their defaults matches the art.
  @Test func renderHelpCoversEveryStyleAndEachDefault() throws {
    let help = try cli.run(["render", "--help"]).stdout
    let overview = help.components(separatedBy: "USAGE:")[0]
    for style in ["classic", "plain", "minimal", "capsule", "close"] {
      #expect(overview.contains("\n  \(style) "), "\(style) is missing from the overview")
    }
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      flat.contains(
        "--font <file> Font file for the label (default: DejaVu Sans Bold 12 for classic, "
          + "Inter 17 otherwise, with DejaVu Sans for scripts Inter lacks, which chevgen ships in "
          + "share/chevgen/fonts; CHEVGEN_FONTS names another folder of them)."))
    #expect(
      flat.contains(
        "--disabled-color <#RRGGBB[AA]> Colour of a disabled plain, minimal, capsule or close "
          + "button's chevron, glyph or title (default: #C7C7CC light, #48484A dark); classic "
          + "fades a disabled button to half opacity and takes none."))
  }
}
