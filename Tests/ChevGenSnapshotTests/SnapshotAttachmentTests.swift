import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenSnapshot
import ChevGenTestSupport
import Foundation
import Testing

/// The images a check hands to the test framework: the reference, actual and
/// diff image of a mismatch, the reference of a recording, none for a pass.
@Suite struct SnapshotAttachmentTests {
  let folder: TemporaryFolder
  var root: String { folder.path }

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-snapshot-attachments-")
  }

  static func picture(_ red: UInt8) -> RGBAImage {
    RGBAImage(width: 4, height: 2, pixels: (0..<8).flatMap { _ in [red, 40, 90, 255] })!
  }

  func check(
    _ image: RGBAImage, _ record: SnapshotRecordMode
  ) -> (failure: String?, attachments: [SnapshotAttachment]) {
    let snapshot = ImageSnapshot(
      location: SnapshotLocation(
        testFile: "/src/Tests/AppTests/ButtonTests.swift", testName: "backButton()",
        name: "menu", directory: root + "/refs", artefacts: root + "/artefacts"),
      record: record)
    var attachments: [SnapshotAttachment] = []
    let failure = snapshot.verify(image) { attachments.append($0) }
    return (failure, attachments)
  }

  @Test func aMismatchAttachesItsThreeImagesByName() throws {
    defer { folder.remove() }
    let recorded = check(Self.picture(255), .missing)
    #expect(recorded.failure != nil)
    #expect(recorded.attachments.map(\.fileName) == ["menu.reference.png"])
    #expect(check(Self.picture(255), .never).attachments.isEmpty)
    let (failure, attachments) = check(Self.picture(0), .never)
    #expect(failure != nil)
    #expect(
      attachments.map(\.fileName) == ["menu.reference.png", "menu.actual.png", "menu.diff.png"])
    let reference = try Data(contentsOf: URL(fileURLWithPath: root + "/refs/menu.png"))
    #expect(attachments[0].png == [UInt8](reference))
    #expect(try PNGDecoder.decode(attachments[1].png) == Self.picture(0))
    let diff = PixelMatch.compare(Self.picture(255), Self.picture(0), drawingDiff: true)
    #expect(try PNGDecoder.decode(attachments[2].png) == diff.diffImage)
    // The files written are the bytes attached.
    let actual = try #require(
      FileManager.default.enumerator(atPath: root + "/artefacts")?.compactMap { $0 as? String }
        .first { $0.hasPrefix("actual/") && $0.hasSuffix("/menu.png") })
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: root + "/artefacts/" + actual))
        == Data(attachments[1].png))
  }

  @Test func reRecordingAFailureAttachesTheOldReferenceAndTheDiff() throws {
    defer { folder.remove() }
    _ = check(Self.picture(255), .missing)
    let old = try Data(contentsOf: URL(fileURLWithPath: root + "/refs/menu.png"))
    let (failure, attachments) = check(Self.picture(0), .failed)
    #expect(failure?.hasPrefix("re-recorded snapshot") == true)
    #expect(
      attachments.map(\.fileName) == ["menu.reference.png", "menu.actual.png", "menu.diff.png"])
    #expect(attachments[0].png == [UInt8](old))
    #expect(!FileManager.default.fileExists(atPath: root + "/artefacts"))
  }
}
