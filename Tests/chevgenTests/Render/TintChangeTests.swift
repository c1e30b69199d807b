import ChevGenTestSupport
import Foundation
import Testing

/// Issue 48's tints: a classic back button drawn with `#6D84A2` and again
/// with `#4A6FA5`. pixelmatch's threshold 0.1 passes them, so `chevgen diff`
/// keeps exit 0 for parity, but no output calls them the same, and the
/// change can be accepted.
@Suite struct TintChangeTests {
  let cli: CLI

  init() throws {
    cli = try CLI()
    for (folder, tint) in [("ref", "#6D84A2"), ("act", "#4A6FA5")] {
      try FileManager.default.createDirectory(
        at: cli.directory.appendingPathComponent(folder), withIntermediateDirectories: true)
      let drawn = try cli.run([
        "--title", "Back", "--tint", tint, "--scales", "2", "--out", "\(folder)/back.png",
      ])
      #expect(drawn.status == 0, "\(drawn.stderr)")
    }
  }

  @Test func diffSaysWithinToleranceNotTheSame() throws {
    let pair = try cli.run(["diff", "ref/back@2x.png", "act/back@2x.png"])
    #expect(pair.status == 0)
    #expect(
      pair.stdout
        == "0 of 6360 pixels differ (0.00%); within tolerance: 5249 differ below the threshold\n")
    let json = try cli.run(["diff", "ref/back@2x.png", "act/back@2x.png", "--json"])
    #expect(json.stdout.contains("\"identical\": false"))
    #expect(json.stdout.contains("\"verdict\": \"withinTolerance\""))
    let strict = try cli.run(["diff", "ref/back@2x.png", "act/back@2x.png", "--threshold", "0.01"])
    #expect(strict.status == 1)
    let folders = try cli.run(["diff", "ref", "act"])
    #expect(folders.status == 0)
    #expect(
      folders.stdout
        == "within tolerance: back@2x.png: 0 of 6360 pixels differ (0.00%); 5249 differ below "
        + "the threshold\n"
        + "1 files compared, none beyond tolerance (0 identical, 1 within tolerance)\n")
  }

  @Test func aChangeWithinToleranceCanBeAccepted() throws {
    let result = try cli.run(["review", "ref", "act", "--accept", "back@2x.png"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("accepted: back@2x.png\n"))
    #expect(try cli.data("ref/back@2x.png") == (try cli.data("act/back@2x.png")))
  }
}
