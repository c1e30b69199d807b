import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// One image a snapshot check hands to the test framework, to keep beside the
/// test's result (`swift test --attachments-path`, Xcode's report): a CI run's
/// failure can then be looked at without the machine that ran it.
public struct SnapshotAttachment: Hashable, Sendable {
  /// What the image is, and so its file name's last part before `.png`.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// The reference image as it was read (or, when recording, as written).
    case reference
    /// The image the test drew.
    case actual
    /// The diff image: differences red, ignored pixels blue.
    case diff
  }

  /// The snapshot's name: the reference's file name without `.png`
  /// (`backButton.menu`).
  public var snapshot: String
  /// Which of the snapshot's images this is.
  public var role: Role
  /// The PNG file's bytes.
  public var png: [UInt8]

  /// `<snapshot>.<role>.png`, e.g. `backButton.menu.diff.png`: which snapshot,
  /// and which of its three images.
  public var fileName: String { "\(snapshot).\(role.rawValue).png" }

  /// An attachment of `png`, the `role` image of the snapshot `snapshot`.
  public init(snapshot: String, role: Role, png: [UInt8]) {
    self.snapshot = snapshot
    self.role = role
    self.png = png
  }

  /// Hands `attachments` to the running test, at the assertion's place:
  /// Swift Testing's attachments (`swift test --attachments-path DIR` saves
  /// them), else, on Apple platforms, XCTest's, kept even when the test
  /// passes; one way for every snapshot front end.
  public static func record(
    _ attachments: [SnapshotAttachment], fileID: String, filePath: String, line: UInt,
    column: UInt
  ) {
    #if canImport(Testing)
      if Test.current != nil {
        let location = SourceLocation(
          fileID: fileID, filePath: filePath, line: Int(line), column: Int(column))
        for attachment in attachments {
          Attachment.record(attachment.png, named: attachment.fileName, sourceLocation: location)
        }
        return
      }
    #endif
    #if canImport(XCTest) && canImport(Darwin)
      guard !attachments.isEmpty else { return }
      XCTContext.runActivity(named: "Snapshot images") { activity in
        for attachment in attachments {
          let item = XCTAttachment(data: Data(attachment.png), uniformTypeIdentifier: "public.png")
          item.name = attachment.fileName
          item.lifetime = .keepAlways
          activity.add(item)
        }
      }
    #endif
  }
}
