import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen diff --junit` and its GitHub Actions output: a JUnit file CI
/// servers read, byte for byte the same for the same input, `::error` lines
/// and a step summary that no file name can break or forge.
@Suite struct DiffCIReportTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// A 4×4 white image with red pixels at `red`.
  static func picture(red: [(Int, Int)] = []) -> RGBAImage {
    var image = RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))!
    for (x, y) in red {
      image.pixels[(y * 4 + x) * 4 + 1] = 0
      image.pixels[(y * 4 + x) * 4 + 2] = 0
    }
    return image
  }

  static let block = [(1, 1), (2, 1), (1, 2), (2, 2)]

  /// A name with everything that could break XML, a workflow command or a table.
  static let hostile = "a<&\"'%::,:\nb|`*.png"

  /// `ref` and `act`: one file the same, one changed, one removed, one added,
  /// and one changed with a hostile name.
  static func folders(in cli: CLI) throws {
    func write(_ image: RGBAImage, _ name: String) throws {
      let url = cli.directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(PNGEncoder.encode(image)).write(to: url)
    }
    try write(picture(), "ref/same.png")
    try write(picture(), "act/same.png")
    try write(picture(), "ref/changed.png")
    try write(picture(red: block), "act/changed.png")
    try write(picture(), "ref/gone.png")
    try write(picture(), "act/new.png")
    try write(picture(), "ref/" + hostile)
    try write(picture(red: [(0, 0), (1, 0), (0, 1), (1, 1)]), "act/" + hostile)
  }

  static let junit = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites name="chevgen diff" tests="5" failures="4" errors="0">
      <testsuite name="chevgen diff" tests="5" failures="4" errors="0" skipped="0">
        <testcase name="a&lt;&amp;&quot;&#39;%::,:&#xA;b|`*.png" classname="ref">
          <failure message="4 of 16 pixels differ (25.00%), over --max-diff-pixels 3; \
    tolerance: --max-diff-pixels 3; diff image: diffs/a&lt;&amp;&quot;&#39;%::,:&#xA;b|`*.png" \
    type="changed">reference or file: ref/a&lt;&amp;&quot;&#39;%::,:&#xA;b|`*.png&#xA;4 of 16 \
    pixels differ (25.00%), over --max-diff-pixels 3; tolerance: --max-diff-pixels 3; diff \
    image: diffs/a&lt;&amp;&quot;&#39;%::,:&#xA;b|`*.png</failure>
        </testcase>
        <testcase name="changed.png" classname="ref">
          <failure message="4 of 16 pixels differ (25.00%), over --max-diff-pixels 3; tolerance: \
    --max-diff-pixels 3; diff image: diffs/changed.png" type="changed">reference or file: \
    ref/changed.png&#xA;4 of 16 pixels differ (25.00%), over --max-diff-pixels 3; tolerance: \
    --max-diff-pixels 3; diff image: diffs/changed.png</failure>
        </testcase>
        <testcase name="gone.png" classname="ref">
          <failure message="removed: the actual folder has no such image" type="removed">\
    reference or file: ref/gone.png&#xA;removed: the actual folder has no such image</failure>
        </testcase>
        <testcase name="new.png" classname="ref">
          <failure message="added: the reference folder has no such image" type="added">\
    reference or file: act/new.png&#xA;added: the reference folder has no such image</failure>
        </testcase>
        <testcase name="same.png" classname="ref"/>
      </testsuite>
    </testsuites>

    """

  @Test func aFolderDiffWritesAJUnitFileOfOneCasePerImage() throws {
    try Self.folders(in: cli)
    let arguments = [
      "diff", "ref", "act", "--junit", "reports/junit.xml", "--out", "diffs",
      "--max-diff-pixels", "3", "--format", "text",
    ]
    let result = try cli.run(arguments)
    #expect(result.status == 1)
    #expect(result.stderr == "")
    #expect(!result.stdout.contains("::error"))
    let first = try cli.data("reports/junit.xml")
    #expect(String(decoding: first, as: UTF8.self) == Self.junit)
    _ = try cli.run(arguments)
    #expect(try cli.data("reports/junit.xml") == first, "the same input writes the same bytes")
    try Self.checkWellFormed(first, in: cli, file: "reports/junit.xml")
    #expect(
      try Self.structure("reports/junit.xml", in: cli) == [
        "testsuites/testsuite", "testcase:a<&\"'%::,:\\nb|`*.png+classname", "failure+message",
        "testcase:changed.png+classname", "failure+message", "testcase:gone.png+classname",
        "failure+message", "testcase:new.png+classname", "failure+message",
        "testcase:same.png+classname",
      ])
  }

  @Test func aFileDiffIsOneCaseAndTheExitCodesStay() throws {
    try Self.folders(in: cli)
    let same = try cli.run(["diff", "ref/same.png", "act/same.png", "--junit", "same.xml"])
    #expect(same.status == 0 && same.stdout == "0 of 16 pixels differ (0.00%)\n")
    let xml = String(decoding: try cli.data("same.xml"), as: UTF8.self)
    #expect(xml.contains("tests=\"1\" failures=\"0\""))
    #expect(xml.contains("<testcase name=\"act/same.png\" classname=\"ref/same.png\"/>"))
    let changed = try cli.run([
      "diff", "ref/changed.png", "act/changed.png", "--junit", "changed.xml",
    ])
    #expect(changed.status == 1)
    let failure = String(decoding: try cli.data("changed.xml"), as: UTF8.self)
    #expect(
      failure.contains(
        "<failure message=\"4 of 16 pixels differ (25.00%); tolerance: none (any differing "
          + "pixel fails); diff image: none written\" type=\"changed\">"))
    let missing = try cli.run(["diff", "ref/none.png", "act/same.png", "--junit", "m.xml"])
    #expect(
      missing.status == 2 && !FileManager.default.fileExists(atPath: cli.directory.path + "/m.xml"))
  }

  @Test func underGitHubActionsEachDifferenceIsAnErrorLineAndASummaryRow() throws {
    try Self.folders(in: cli)
    let summary = cli.directory.appendingPathComponent("summary.md")
    try Data("earlier step\n".utf8).write(to: summary)
    let result = try cli.run(
      ["diff", "ref", "act", "--out", "diffs"],
      environment: [
        "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path,
        "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "octo/app",
        "GITHUB_RUN_ID": "42",
      ])
    #expect(result.status == 1)
    let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(
      annotations == [
        "::error file=ref/a<&\"'%25%3A%3A%2C%3A%0Ab|`*.png::a<&\"'%25::,:%0Ab|`*.png: 4 of 16 "
          + "pixels differ (25.00%25); diff image: diffs/a<&\"'%25::,:%0Ab|`*.png",
        "::error file=ref/changed.png::changed.png: 4 of 16 pixels differ (25.00%25); "
          + "diff image: diffs/changed.png",
        "::error file=ref/gone.png::gone.png: removed: the actual folder has no such image",
        "::error file=act/new.png::new.png: added: the reference folder has no such image",
      ])
    let markdown = String(decoding: try Data(contentsOf: summary), as: UTF8.self)
    #expect(
      markdown == """
        earlier step
        ### chevgen diff ref act: 4 of 5 images differ

        | Image | Status | Differing pixels | Diff image |
        | --- | --- | --- | --- |
        | a\\<\\&\\"\\'\\%\\:\\:\\,\\:\\\\u\\{A\\}b\\|\\`\\*\\.png | changed | 4 of 16 | \
        diffs\\/a\\<\\&\\"\\'\\%\\:\\:\\,\\:\\\\u\\{A\\}b\\|\\`\\*\\.png |
        | changed\\.png | changed | 4 of 16 | diffs\\/changed\\.png |
        | gone\\.png | removed | – | – |
        | new\\.png | added | – | – |

        The diff images are files in the job's workspace: download them from \
        [this run's artefacts](https://github.com/octo/app/actions/runs/42#artifacts), where the \
        workflow uploads them (actions/upload-artifact).


        """)
    // Every row of the table is one line with five unescaped bars: no name adds a cell or a row.
    let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") }
    #expect(rows.count == 6)
    for row in rows {
      let bars = row.indices.filter { row[$0] == "|" && (row[..<$0].last != "\\") }
      #expect(bars.count == 5, "\(row)")
    }
  }

  @Test func githubFormatIsAskedForOrLeftOutForJSON() throws {
    try Self.folders(in: cli)
    let asked = try cli.run(["diff", "ref/changed.png", "act/changed.png", "--format", "github"])
    #expect(asked.status == 1)
    #expect(
      asked.stdout == "4 of 16 pixels differ (25.00%)\n::error file=ref/changed.png::"
        + "act/changed.png: 4 of 16 pixels differ (25.00%25)\n")
    let json = try cli.run(
      ["diff", "ref/changed.png", "act/changed.png", "--json"],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": ""])
    #expect(json.status == 1 && !json.stdout.contains("::error"))
    let troubles: [([String], String)] = [
      (["--format", "xml"], "--format 'xml' is not valid: use text or github"),
      (
        ["--format", "github", "--json"],
        "--format github and --json both say what is printed; drop one of them"
      ),
      (
        ["--junit", "ref/changed.png"],
        "--junit 'ref/changed.png' is 'ref/changed.png', one of the things compared; write "
          + "the JUnit file elsewhere, e.g. build/chevgen-junit.xml"
      ),
      (
        ["--junit", "out/"],
        "--junit 'out/' is not valid: it names a folder, not a file; give a file path, e.g. "
          + "build/chevgen-junit.xml"
      ),
    ]
    for (arguments, message) in troubles {
      let result = try cli.run(["diff", "ref/changed.png", "act/changed.png"] + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == "chevgen: error: \(message)\n")
    }
  }

  /// The structure JUnit readers take, read by a real XML parser (Python's
  /// ElementTree): the root and its child, then each test case as
  /// `testcase:NAME` (with `+classname` when it has one) and each failure as
  /// `failure` (with `+message`). A file that is not well-formed fails here.
  static func structure(_ file: String, in cli: CLI) throws -> [String] {
    let script = """
      import sys, xml.etree.ElementTree as tree
      root = tree.parse(sys.argv[1]).getroot()
      out = [root.tag + "/" + "/".join(child.tag for child in root)]
      for case in root.iter("testcase"):
          out.append("testcase:" + case.get("name").replace("\\n", "\\\\n") \
              + ("+classname" if case.get("classname") else ""))
          for failure in case.iter("failure"):
              out.append("failure" + ("+message" if failure.get("message") else ""))
      print("\\n".join(out))
      """
    let result = try cli.tool("python3", ["-c", script, file])
    try #require(result.status == 0, "the JUnit file does not parse: \(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  /// `xmllint --noout` where it is installed (CI has it).
  static func checkWellFormed(_ data: Data, in cli: CLI, file: String) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else { return }
    let result = try cli.tool("xmllint", ["--noout", file])
    #expect(result.status == 0, "xmllint: \(result.stderr)")
  }
}
