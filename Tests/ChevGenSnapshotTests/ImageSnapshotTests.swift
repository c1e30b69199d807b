import ChevGenSnapshot
import ChevronDiff
import ChevronImage
import Foundation
import Testing

private func picture(red: UInt8 = 255, width: Int = 8, height: Int = 4) -> RGBAImage {
  RGBAImage(
    width: width, height: height,
    pixels: (0..<(width * height)).flatMap { _ in [red, 40, 90, 255] })!
}

/// A scratch directory holding a references folder and an artefacts folder.
private struct Scratch {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("chevgen-snapshot-tests-\(UUID().uuidString)").path

  func snapshot(_ record: SnapshotRecordMode, tolerance: DiffTolerance = DiffTolerance())
    -> ImageSnapshot
  {
    ImageSnapshot(
      location: SnapshotLocation(
        testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "backButton()",
        name: "menu", directory: root + "/refs", artefacts: root + "/artefacts"),
      record: record, tolerance: tolerance)
  }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root + path) }
  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

@Test func referencesLiveBesideTheTestFileByDefault() {
  let plain = SnapshotLocation(
    testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "backButton()", name: nil,
    directory: nil, artefacts: "/tmp/art")
  #expect(plain.reference == "/src/Tests/AppTests/__Snapshots__/ButtonTests/backButton.png")
  #expect(plain.actual == "/tmp/art/ButtonTests/backButton.png")
  #expect(plain.diff == "/tmp/art/ButtonTests/backButton.diff.png")
  let named = SnapshotLocation(
    testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "states(_:)",
    name: "pressed @2x", directory: nil, artefacts: "/tmp/art")
  #expect(named.reference == "/src/Tests/AppTests/__Snapshots__/ButtonTests/states.pressed-@2x.png")
  let given = SnapshotLocation(
    testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "states(_:)", name: "menu@2x",
    directory: "/src/Fixtures/golden", artefacts: "/tmp/art")
  #expect(given.reference == "/src/Fixtures/golden/menu@2x.png")
  #expect(given.diff == "/tmp/art/ButtonTests/menu@2x.diff.png")
}

@Test func aMissingReferenceIsRecordedAndTheTestFails() throws {
  let scratch = Scratch()
  defer { scratch.remove() }
  let failure = try #require(scratch.snapshot(.missing).verify(picture()))
  #expect(failure.hasPrefix("recorded the missing snapshot \(scratch.root)/refs/menu.png"))
  #expect(scratch.exists("/refs/menu.png"))
  // Recorded once, it now matches.
  #expect(scratch.snapshot(.missing).verify(picture()) == nil)
  #expect(scratch.snapshot(.never).verify(picture()) == nil)
}

@Test func neverRecordsNothing() throws {
  let scratch = Scratch()
  defer { scratch.remove() }
  let failure = try #require(scratch.snapshot(.never).verify(picture()))
  #expect(failure.hasPrefix("no reference image at \(scratch.root)/refs/menu.png"))
  #expect(!scratch.exists("/refs/menu.png"))
}

@Test func aMismatchLeavesTheActualAndDiffImagesAndSaysWhere() throws {
  let scratch = Scratch()
  defer { scratch.remove() }
  _ = scratch.snapshot(.missing).verify(picture())
  let failure = try #require(scratch.snapshot(.missing).verify(picture(red: 0)))
  #expect(
    failure
      == "snapshot \(scratch.root)/refs/menu.png does not match: 32 of 32 pixels differ "
      + "(100.00%). Actual image: \(scratch.root)/artefacts/ButtonTests/menu.png; diff image: "
      + "\(scratch.root)/artefacts/ButtonTests/menu.diff.png. If the change is intended, run "
      + "with CHEVGEN_SNAPSHOT_RECORD=failed, look at the new reference and commit it")
  #expect(scratch.exists("/artefacts/ButtonTests/menu.png"))
  #expect(scratch.exists("/artefacts/ButtonTests/menu.diff.png"))
  // The reference is untouched.
  #expect(scratch.snapshot(.never).verify(picture()) == nil)
}

@Test func failedReRecordsAMismatch() throws {
  let scratch = Scratch()
  defer { scratch.remove() }
  _ = scratch.snapshot(.missing).verify(picture())
  let failure = try #require(scratch.snapshot(.failed).verify(picture(red: 0)))
  #expect(failure.hasPrefix("re-recorded snapshot \(scratch.root)/refs/menu.png: 32 of 32"))
  #expect(scratch.snapshot(.never).verify(picture(red: 0)) == nil)
}

@Test func allRecordsEvenAMatchAndFails() throws {
  let scratch = Scratch()
  defer { scratch.remove() }
  _ = scratch.snapshot(.missing).verify(picture())
  let failure = try #require(scratch.snapshot(.all).verify(picture()))
  #expect(failure.hasPrefix("recorded snapshot \(scratch.root)/refs/menu.png"))
}

@Test func differentSizesNeverPass() throws {
  let scratch = Scratch()
  defer { scratch.remove() }
  _ = scratch.snapshot(.missing).verify(picture())
  let loose = DiffTolerance(maximumRatio: 1)
  let failure = try #require(scratch.snapshot(.never, tolerance: loose).verify(picture(width: 9)))
  #expect(failure.contains("sizes differ (reference 8×4, actual 9×4)"))
}

/// A very wide reference and a very tall image would need a 32767 × 32767 canvas.
@Test func shapesTooDifferentToCompareFailWithoutAllocatingTheirUnion() throws {
  let scratch = Scratch()
  defer { scratch.remove() }
  _ = scratch.snapshot(.missing).verify(picture(width: 32767, height: 1))
  let failure = try #require(scratch.snapshot(.never).verify(picture(width: 1, height: 32767)))
  #expect(failure.contains("sizes differ (reference 32767×1, actual 1×32767), and a canvas"))
  #expect(!scratch.exists("/artefacts"))
}

@Test func toleranceLetsSmallDifferencesPass() {
  let scratch = Scratch()
  defer { scratch.remove() }
  _ = scratch.snapshot(.missing).verify(picture())
  var changed = picture()
  changed.pixels[0] = 0
  #expect(scratch.snapshot(.never).verify(changed) != nil)
  #expect(
    scratch.snapshot(.never, tolerance: DiffTolerance(maximumPixels: 1)).verify(changed) == nil)
}

@Test func assertImageSnapshotReportsThroughSwiftTesting() {
  let scratch = Scratch()
  defer { scratch.remove() }
  let directory = scratch.root + "/refs"
  // Missing: recorded, and the test is told so.
  withKnownIssue {
    assertImageSnapshot(of: picture(), named: "menu", directory: directory, record: .missing)
  }
  // Now it matches, from pixels or from PNG bytes.
  assertImageSnapshot(of: picture(), named: "menu", directory: directory, record: .never)
  withKnownIssue {
    assertImageSnapshot(of: picture(red: 0), named: "menu", directory: directory, record: .never)
  }
  withKnownIssue {
    assertImageSnapshot(ofPNG: Array("not a png".utf8), named: "menu", directory: directory)
  }
}
