import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenCompare

/// `DiffRunner` on one `DiffRequest`, with no command line: the reports it
/// asks for written in their order, what they print handed back, GitHub's
/// chosen from an environment given as a value, and every field named in
/// the caller's words.
@Suite struct DiffRunnerTests {
  /// A field in the command line's words.
  static func flag<Field: RawRepresentable<String>>(_ field: Field) -> String {
    "--" + field.rawValue
  }

  /// A field in another front end's words.
  static func key<Field: RawRepresentable<String>>(_ field: Field) -> String {
    "diff." + field.rawValue
  }

  /// A flat 4×4 PNG of one opaque grey.
  static func flat(_ grey: UInt8) throws -> Data {
    let pixels = (0..<16).flatMap { _ -> [UInt8] in [grey, grey, grey, 255] }
    return Data(try PNGEncoder.encode(try #require(RGBAImage(width: 4, height: 4, pixels: pixels))))
  }

  /// `ref/` and `act/`: `same.png` equal, `dark.png` changed, `new.png` added.
  static func folders() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(prefix: "chevgen-runner-")
    for side in ["ref", "act"] {
      try FileManager.default.createDirectory(
        atPath: folder.path(side), withIntermediateDirectories: true)
      try flat(200).write(to: folder.url("\(side)/same.png"))
    }
    try flat(200).write(to: folder.url("ref/dark.png"))
    try flat(20).write(to: folder.url("act/dark.png"))
    try flat(90).write(to: folder.url("act/new.png"))
    return folder
  }

  @Test func theReportsAreWrittenInTheirOrderAndWhatTheyPrintIsHandedBack() throws {
    let folder = try Self.folders()
    defer { folder.remove() }
    let (ref, act, junit) = (folder.path("ref"), folder.path("act"), folder.path("ci/junit.xml"))
    var request = DiffRequest(
      expected: ref, actual: act, tolerance: DiffTolerance(maximumPixels: 2), naming: Self.flag)
    request.reports = [.text, try .junit(junit, inputs: [ref, act]), .githubAnnotations]
    var printed: [DiffPrintout] = []
    let result = try DiffRunner.run(request, print: { printed.append($0) })
    #expect(!result.passed)
    let summary = "16 of 16 pixels differ (100.00%), over --max-diff-pixels 2"
    #expect(
      printed == [
        .results(
          [
            "changed: dark.png: \(summary)", "added: new.png",
            "2 of 3 files differ (1 changed, 1 added, 0 removed)",
          ], verdict: nil),
        .commands([
          "::error file=\(ref)/dark.png::dark.png: 16 of 16 pixels differ (100.00%25), over "
            + "--max-diff-pixels 2",
          "::error file=\(act)/new.png::new.png: added: the reference folder has no such image",
        ]),
      ])
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("tests=\"3\" failures=\"2\""))
    #expect(xml.contains("\(summary); tolerance: --max-diff-pixels 2; diff image: none written"))
  }

  @Test func underGitHubActionsJSONIsPrintedAndTheSummaryStillAppended() throws {
    let folder = try Self.folders()
    defer { folder.remove() }
    let summary = folder.path("summary.md")
    let variables = [
      "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary,
      "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "octo/app",
      "GITHUB_RUN_ID": "42",
    ]
    let environment = CIEnvironment { variables[$0] }
    let (ref, act) = (folder.path("ref"), folder.path("act"))
    var request = DiffRequest(expected: ref, actual: act, naming: Self.flag)
    request.reports = [.json] + (try environment.githubReports(format: nil, json: true))
    var printed: [DiffPrintout] = []
    let result = try DiffRunner.run(request, print: { printed.append($0) })
    #expect(printed == [.document(result.json)])
    let markdown = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(markdown.contains(": 2 of 3 images differ\n"))
    #expect(
      markdown.contains("[this run's artefacts](https://github.com/octo/app/actions/runs/42#"))
    // Without GitHub Actions, the default is text: nothing of GitHub's.
    #expect(try CIEnvironment { _ in nil }.githubReports(format: nil, json: false).isEmpty)
  }

  /// The message of what `body` throws, fields named as flags; nil when it throws nothing.
  static func refusal(_ body: () throws(CompareError) -> Void) -> String? {
    do throws(CompareError) {
      try body()
      return nil
    } catch {
      return error.message(naming: flag)
    }
  }

  @Test func refusalsNameTheirFieldsInTheCallersWords() throws {
    let environment = CIEnvironment { _ in nil }
    #expect(
      Self.refusal { () throws(CompareError) in
        _ = try environment.githubReports(format: "github", json: true)
      }
        == "--format github and --json both say what is printed; drop one of them")
    do throws(CompareError) {
      _ = try environment.githubReports(format: "github", json: true)
    } catch {
      #expect(error.message(naming: Self.key).hasPrefix("diff.format github and diff.json both"))
    }
    #expect(
      Self.refusal { () throws(CompareError) in
        _ = try environment.githubReports(format: "gh", json: false)
      }
        == "--format 'gh' is not valid: use text or github")
    #expect(
      Self.refusal { () throws(CompareError) in _ = try DiffValue.threshold(2) }
        == "--threshold '2' is not valid: give a threshold from 0 to 1, e.g. 0.1")
    #expect(
      Self.refusal { () throws(CompareError) in _ = try DiffValue.region("1,2") }
        == "--ignore '1,2' is not valid: give X,Y,W,H in pixels of the reference, e.g. "
        + "--ignore 0,0,320,20")
    #expect(
      Self.refusal { () throws(CompareError) in _ = try DiffValue.shard("3/2") }
        == "--shard '3/2' is not valid: part 3 of 2 does not exist; parts are numbered from 1 "
        + "to 2, e.g. 1/2")
    #expect(
      Self.refusal { () throws(CompareError) in
        _ = try DiffReport.junit("a.png", inputs: ["a.png", "b.png"])
      }
        == "--junit 'a.png' is 'a.png', one of the things compared; write the JUnit file "
        + "elsewhere, e.g. build/chevgen-junit.xml")
  }
}
