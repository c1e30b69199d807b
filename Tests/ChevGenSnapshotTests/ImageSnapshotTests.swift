import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenSnapshot
import ChevGenTestSupport
import Foundation
import Testing

private func picture(red: UInt8 = 255, width: Int = 8, height: Int = 4) -> RGBAImage {
  RGBAImage(
    width: width, height: height,
    pixels: (0..<(width * height)).flatMap { _ in [red, 40, 90, 255] })!
}

/// A scratch directory holding a references folder and an artefacts folder.
private struct Scratch {
  let folder: TemporaryFolder
  var root: String { folder.path }

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-snapshot-tests-")
  }

  func snapshot(_ record: SnapshotRecordMode, tolerance: DiffTolerance = DiffTolerance())
    -> ImageSnapshot
  {
    ImageSnapshot(
      location: SnapshotLocation(
        testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "backButton()",
        name: "menu", directory: root + "/refs", artefacts: root + "/artefacts"),
      record: record, tolerance: tolerance)
  }

  /// The name of the artefact folders mirroring `refs`: `refs-` and 8 hex digits.
  func mirror() throws -> String {
    let folder = snapshot(.never).location.actualFolder
    let prefix = root + "/artefacts/actual/"
    try #require(folder.hasPrefix(prefix))
    let name = String(folder.dropFirst(prefix.count))
    try #require(name.hasPrefix("refs-") && name.count == 13)
    try #require(name.dropFirst(5).allSatisfy { $0.isHexDigit })
    return name
  }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root + path) }
  func remove() { folder.remove() }
}

/// Where image snapshots keep references and artefacts, what each recording
/// mode does, and the failures they report.
@Suite struct ImageSnapshotTests {
  /// This test's own folder of references and artefacts.
  private let scratch: Scratch

  init() throws {
    scratch = try Scratch()
  }

  @Test func referencesLiveBesideTheTestFileByDefault() {
    let plain = SnapshotLocation(
      testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "backButton()", name: nil,
      directory: nil, artefacts: "/tmp/art")
    #expect(plain.reference == "/src/Tests/AppTests/__Snapshots__/ButtonTests/backButton.png")
    // 621e1cdc: FNV-1a of "/src/Tests/AppTests/__Snapshots__/ButtonTests\0", computed apart.
    #expect(plain.actual == "/tmp/art/actual/ButtonTests-621e1cdc/backButton.png")
    #expect(plain.diff == "/tmp/art/diff/ButtonTests-621e1cdc/backButton.png")
    let named = SnapshotLocation(
      testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "states(_:)",
      name: "pressed @2x", directory: nil, artefacts: "/tmp/art")
    #expect(
      named.reference == "/src/Tests/AppTests/__Snapshots__/ButtonTests/states.pressed-@2x.png")
    #expect(named.actual == "/tmp/art/actual/ButtonTests-621e1cdc/states.pressed-@2x.png")
    let given = SnapshotLocation(
      testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "states(_:)", name: "menu@2x",
      directory: "/src/Fixtures/golden", artefacts: "/tmp/art")
    #expect(given.reference == "/src/Fixtures/golden/menu@2x.png")
    #expect(given.actual == "/tmp/art/actual/golden-6e9ea934/menu@2x.png")
    #expect(given.diff == "/tmp/art/diff/golden-6e9ea934/menu@2x.png")
  }

  /// Each actual folder mirrors one references folder: a test file's default
  /// references and a `directory:` it also uses, or a test file of the same name
  /// in another target, never share one, so a review shows no foreign image.
  @Test func eachReferencesFolderHasItsOwnActualFolder() {
    func location(_ testFile: String, _ directory: String?) -> SnapshotLocation {
      SnapshotLocation(
        testFile: testFile, testName: "backButton()", name: nil, directory: directory,
        artefacts: "/tmp/art")
    }
    let app = location("/src/Tests/AppTests/ButtonTests.swift", nil)
    let kit = location("/src/Tests/KitTests/ButtonTests.swift", nil)
    let golden = location("/src/Tests/AppTests/ButtonTests.swift", "/src/Tests/AppTests/golden")
    let fromKit = location("/src/Tests/KitTests/ButtonTests.swift", "/src/Tests/AppTests/golden")
    #expect(app.actualFolder == "/tmp/art/actual/ButtonTests-621e1cdc")
    #expect(kit.actualFolder == "/tmp/art/actual/ButtonTests-0eeb0414")
    #expect(Set([app.actualFolder, kit.actualFolder, golden.actualFolder]).count == 3)
    // One references folder, one actual folder, whichever test file uses it.
    #expect(fromKit.actual == golden.actual)
    #expect(app.referenceFolder == "/src/Tests/AppTests/__Snapshots__/ButtonTests")
    #expect(golden.referenceFolder == "/src/Tests/AppTests/golden")
  }

  @Test func theReviewCommandPairsTheReferencesFolderWithTheActualOne() {
    let plain = SnapshotLocation(
      testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "backButton()", name: nil,
      directory: nil, artefacts: "/tmp/art")
    #expect(
      plain.reviewCommand
        == "chevgen review --partial /src/Tests/AppTests/__Snapshots__/ButtonTests "
        + "/tmp/art/actual/ButtonTests-621e1cdc")
    // A space and a quote in the folders: quoted, the quote closed, escaped and reopened.
    let awkward = SnapshotLocation(
      testFile: "/src/Tests/Kit Tests/Bob's/ButtonTests.swift", testName: "backButton()",
      name: nil, directory: nil, artefacts: "/tmp/my art")
    #expect(
      awkward.reviewCommand
        == #"chevgen review --partial '/src/Tests/Kit Tests/Bob'\''s/__Snapshots__/ButtonTests' "#
        + #"'/tmp/my art/actual/ButtonTests-14a25e53'"#)
  }

  @Test func aMissingReferenceIsRecordedAndTheTestFails() throws {
    let failure = try #require(scratch.snapshot(.missing).verify(picture()))
    #expect(failure.hasPrefix("recorded the missing snapshot \(scratch.root)/refs/menu.png"))
    #expect(scratch.exists("/refs/menu.png"))
    // Recorded once, it now matches.
    #expect(scratch.snapshot(.missing).verify(picture()) == nil)
    #expect(scratch.snapshot(.never).verify(picture()) == nil)
  }

  @Test func neverRecordsNothing() throws {
    let failure = try #require(scratch.snapshot(.never).verify(picture()))
    #expect(failure.hasPrefix("no reference image at \(scratch.root)/refs/menu.png"))
    #expect(!scratch.exists("/refs/menu.png"))
  }

  @Test func aMismatchLeavesTheActualAndDiffImagesAndSaysWhere() throws {
    _ = scratch.snapshot(.missing).verify(picture())
    let failure = try #require(scratch.snapshot(.missing).verify(picture(red: 0)))
    let mirror = try scratch.mirror()
    #expect(
      failure
        == "snapshot \(scratch.root)/refs/menu.png does not match: 32 of 32 pixels differ "
        + "(100.00%). Actual image: \(scratch.root)/artefacts/actual/\(mirror)/menu.png; diff "
        + "image: \(scratch.root)/artefacts/diff/\(mirror)/menu.png. If the change is intended, "
        + "run with CHEVGEN_SNAPSHOT_RECORD=failed, look at the new reference and commit it; or "
        + "review and accept it in a browser: chevgen review --partial \(scratch.root)/refs "
        + "\(scratch.root)/artefacts/actual/\(mirror)")
    #expect(scratch.exists("/artefacts/actual/\(mirror)/menu.png"))
    #expect(scratch.exists("/artefacts/diff/\(mirror)/menu.png"))
    // The diff image, of two colours, is a palette PNG of pixelmatch's pixels.
    let diff = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: scratch.root + "/artefacts/diff/\(mirror)/menu.png")))
    #expect(diff[25] == 3)
    #expect(
      try PNGDecoder.decode(diff)
        == PixelMatch.compare(picture(), picture(red: 0), drawingDiff: true).diffImage)
    // The reference is untouched.
    #expect(scratch.snapshot(.never).verify(picture()) == nil)
  }

  @Test func aPassingCheckRemovesItsStaleArtefactsAndNothingElse() throws {
    _ = scratch.snapshot(.missing).verify(picture())
    #expect(scratch.snapshot(.never).verify(picture(red: 0)) != nil)
    let mirror = try scratch.mirror()
    let neighbours = [
      "/artefacts/actual/\(mirror)/other.png", "/artefacts/diff/\(mirror)/other.png",
      "/artefacts/actual/\(mirror)/menu.png.txt", "/artefacts/menu.png",
    ]
    for path in neighbours {
      #expect(FileManager.default.createFile(atPath: scratch.root + path, contents: Data([1])))
    }
    #expect(scratch.snapshot(.never).verify(picture()) == nil)
    #expect(!scratch.exists("/artefacts/actual/\(mirror)/menu.png"))
    #expect(!scratch.exists("/artefacts/diff/\(mirror)/menu.png"))
    #expect(neighbours.filter { !scratch.exists($0) } == [])
    // Nothing left to remove: it still passes.
    #expect(scratch.snapshot(.never).verify(picture()) == nil)
  }

  @Test func recordingRemovesTheStaleArtefactsToo() throws {
    for mode in [SnapshotRecordMode.failed, .all] {
      let scratch = try Scratch()
      defer { scratch.remove() }
      _ = scratch.snapshot(.missing).verify(picture())
      #expect(scratch.snapshot(.never).verify(picture(red: 0)) != nil)
      let mirror = try scratch.mirror()
      #expect(scratch.exists("/artefacts/actual/\(mirror)/menu.png"))
      let failure = try #require(scratch.snapshot(mode).verify(picture(red: 0)))
      #expect(failure.hasPrefix("re-recorded snapshot") || failure.hasPrefix("recorded snapshot"))
      #expect(!scratch.exists("/artefacts/actual/\(mirror)/menu.png"), "\(mode)")
      #expect(!scratch.exists("/artefacts/diff/\(mirror)/menu.png"), "\(mode)")
    }
  }

  /// Something that is not a file where the actual image goes cannot be removed:
  /// the check says so rather than pass with it in the way.
  @Test func anArtefactThatCannotBeRemovedFailsTheCheck() throws {
    _ = scratch.snapshot(.missing).verify(picture())
    let actual = scratch.snapshot(.never).location.actual
    try FileManager.default.createDirectory(
      atPath: actual + "/inside", withIntermediateDirectories: true)
    let failure = try #require(scratch.snapshot(.never).verify(picture()))
    #expect(
      failure.hasPrefix(
        "cannot remove the stale artefact \(actual), which a review would offer over the "
          + "reference: "))
    #expect(failure.hasSuffix("; remove it by hand"))
    #expect(scratch.exists("/refs/menu.png"))
  }

  @Test func failedReRecordsAMismatch() throws {
    _ = scratch.snapshot(.missing).verify(picture())
    let failure = try #require(scratch.snapshot(.failed).verify(picture(red: 0)))
    #expect(failure.hasPrefix("re-recorded snapshot \(scratch.root)/refs/menu.png: 32 of 32"))
    #expect(scratch.snapshot(.never).verify(picture(red: 0)) == nil)
  }

  @Test func allRecordsEvenAMatchAndFails() throws {
    _ = scratch.snapshot(.missing).verify(picture())
    let failure = try #require(scratch.snapshot(.all).verify(picture()))
    #expect(failure.hasPrefix("recorded snapshot \(scratch.root)/refs/menu.png"))
  }

  @Test func differentSizesNeverPass() throws {
    _ = scratch.snapshot(.missing).verify(picture())
    let loose = DiffTolerance(maximumRatio: 1)
    let failure = try #require(scratch.snapshot(.never, tolerance: loose).verify(picture(width: 9)))
    #expect(failure.contains("sizes differ (reference 8×4, actual 9×4)"))
  }

  /// A very wide reference and a very tall image would need a 32767 × 32767 canvas.
  @Test func shapesTooDifferentToCompareFailWithoutAllocatingTheirUnion() throws {
    _ = scratch.snapshot(.missing).verify(picture(width: 32767, height: 1))
    let failure = try #require(scratch.snapshot(.never).verify(picture(width: 1, height: 32767)))
    #expect(failure.contains("sizes differ (reference 32767×1, actual 1×32767), and a canvas"))
    #expect(!scratch.exists("/artefacts"))
  }

  @Test func toleranceLetsSmallDifferencesPass() throws {
    _ = scratch.snapshot(.missing).verify(picture())
    var changed = picture()
    changed.pixels[0] = 0
    #expect(scratch.snapshot(.never).verify(changed) != nil)
    #expect(
      scratch.snapshot(.never, tolerance: DiffTolerance(maximumPixels: 1)).verify(changed) == nil)
  }

  @Test func assertImageSnapshotReportsThroughSwiftTesting() throws {
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
    // Passing again removes the images the mismatch left in the shared artefacts folder.
    assertImageSnapshot(of: picture(), named: "menu", directory: directory, record: .never)
  }

  /// A relative `directory:` is read from the current directory and shown
  /// absolute, so the review command at the end works from anywhere.
  @Test func assertImageSnapshotShowsAbsolutePathsEndingWithTheReviewCommand() throws {
    let current = FileManager.default.currentDirectoryPath
    let depth = current.split(separator: "/").count
    let relative = String(repeating: "../", count: depth) + scratch.root.dropFirst() + "/refs"
    let absolute = (current == "/" ? "" : current) + "/" + relative
    _ = scratch.snapshot(.missing).verify(picture())
    let environment = ProcessInfo.processInfo.environment
    let artefacts =
      ["CHEVGEN_SNAPSHOT_ARTEFACTS", "SNAPSHOT_ARTIFACTS"].lazy.compactMap {
        environment[$0].flatMap { $0.isEmpty ? nil : $0 }
      }.first ?? TemporaryFolder.systemTemporaryURL.appendingPathComponent("chevgen-snapshots").path
    let location = SnapshotLocation(
      testFile: #filePath, testName: "", name: "menu", directory: absolute,
      artefacts: artefacts.hasPrefix("/") ? artefacts : current + "/" + artefacts)
    #expect(location.reviewCommand.hasPrefix("chevgen review --partial \(absolute) /"))
    withKnownIssue {
      assertImageSnapshot(of: picture(red: 0), named: "menu", directory: relative, record: .never)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("snapshot \(absolute)/menu.png does not match: ")
        && text.contains("Actual image: \(location.actual); diff image: \(location.diff).")
        && text.hasSuffix("; or review and accept it in a browser: \(location.reviewCommand)")
    }
    #expect(FileManager.default.fileExists(atPath: location.actual))
    assertImageSnapshot(of: picture(), named: "menu", directory: relative, record: .never)
    #expect(!FileManager.default.fileExists(atPath: location.actual))
    #expect(!FileManager.default.fileExists(atPath: location.diff))
  }
}
