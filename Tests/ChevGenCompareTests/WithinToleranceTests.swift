import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenCompare

/// A flat 4×4 image of one opaque colour, as a PNG file.
private func flat(_ red: UInt8, _ green: UInt8, _ blue: UInt8) throws -> [UInt8] {
  try PNGEncoder.encode(
    try #require(
      RGBAImage(width: 4, height: 4, pixels: (0..<16).flatMap { _ in [red, green, blue, 255] })))
}

/// Two blues a person tells apart at a glance that pixelmatch's threshold 0.1
/// matches: the tints of issue 48.
private let before = (UInt8(0x6D), UInt8(0x84), UInt8(0xA2))
private let after = (UInt8(0x4A), UInt8(0x6F), UInt8(0xA5))

/// Each field named as the command line names it.
private func flag<Field: RawRepresentable<String>>(_ field: Field) -> String {
  "--" + field.rawValue
}

/// Identical, within tolerance and different are three verdicts, told apart
/// in the line and the JSON; a pair within tolerance still passes.
@Test func aPairWithinToleranceIsNeverCalledTheSame() throws {
  let report = try ImageDiffer.compare(
    try flat(before.0, before.1, before.2), try flat(after.0, after.1, after.2),
    paths: ("a.png", "b.png"), options: PixelMatchOptions(), tolerance: DiffTolerance(),
    drawing: false
  ).report
  #expect(report.passed && report.verdict == .withinTolerance)
  #expect(
    report.summary(naming: flag)
      == "0 of 16 pixels differ (0.00%); within tolerance: 16 differ below the threshold")
  let json = report.json.serialized()
  #expect(json.contains("\"belowThresholdPixels\": 16"))
  #expect(json.contains("\"identical\": false"))
  #expect(json.contains("\"verdict\": \"withinTolerance\""))
  let same = try ImageDiffer.compare(
    try flat(before.0, before.1, before.2), try flat(before.0, before.1, before.2),
    paths: ("a.png", "b.png"), options: PixelMatchOptions(), tolerance: DiffTolerance(),
    drawing: false
  ).report
  #expect(
    same.verdict == .identical && same.summary(naming: flag) == "0 of 16 pixels differ (0.00%)")
  #expect(same.json.serialized().contains("\"verdict\": \"identical\""))
  var strict = PixelMatchOptions()
  strict.threshold = 0.05
  let different = try ImageDiffer.compare(
    try flat(before.0, before.1, before.2), try flat(after.0, after.1, after.2),
    paths: ("a.png", "b.png"), options: strict, tolerance: DiffTolerance(), drawing: false
  ).report
  #expect(!different.passed && different.verdict == .different)
  #expect(different.summary(naming: flag) == "16 of 16 pixels differ (100.00%)")
}

/// A folder comparison lists the files within tolerance apart from the
/// identical ones, in its lines, its JSON, its outcomes and JUnit's file.
@Test func aFolderComparisonListsTheFilesWithinTolerance() throws {
  let folder = try TemporaryFolder(prefix: "chevgen-tolerance-")
  defer { folder.remove() }
  for side in ["ref", "act"] {
    try FileManager.default.createDirectory(
      atPath: folder.path(side), withIntermediateDirectories: true)
    try Data(try flat(1, 2, 3)).write(to: folder.url("\(side)/same.png"))
  }
  try Data(try flat(before.0, before.1, before.2)).write(to: folder.url("ref/tint.png"))
  try Data(try flat(after.0, after.1, after.2)).write(to: folder.url("act/tint.png"))
  let report = try DirectoryDiffer.compare(
    DiffRequest(expected: folder.path("ref"), actual: folder.path("act")))
  #expect(report.passed && report.unchanged == 1 && report.withinTolerance.count == 1)
  #expect(
    report.lines(naming: flag) == [
      "within tolerance: tint.png: 0 of 16 pixels differ (0.00%); 16 differ below the threshold",
      "2 files compared, none beyond tolerance (1 identical, 1 within tolerance)",
    ])
  let json = report.json.serialized()
  #expect(json.contains("\"withinTolerance\": [") && json.contains("\"path\": \"tint.png\""))
  #expect(json.contains("\"unchanged\": 1"))
  let outcomes = ImageOutcome.outcomes(of: report, naming: flag)
  #expect(outcomes.map(\.status) == [.unchanged, .withinTolerance])
  #expect(outcomes.allSatisfy { $0.passed })
  let xml = JUnitReport.xml(outcomes, suite: "s", classname: "c", tolerance: "none")
  #expect(xml.contains("failures=\"0\""))
  #expect(xml.contains("<testcase name=\"same.png\" classname=\"c\"/>\n"))
  #expect(
    xml.contains(
      "<testcase name=\"tint.png\" classname=\"c\">\n      <system-out>0 of 16 "
        + "pixels differ (0.00%); within tolerance: 16 differ below the threshold</system-out>\n"
        + "    </testcase>\n"))
}
