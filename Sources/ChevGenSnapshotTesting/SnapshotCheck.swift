#if SwiftSnapshotTesting
  import Foundation
  import Synchronization

  /// What one `assertSnapshot` call learns while swift-snapshot-testing runs
  /// it: the comparison's findings (from the diffing) and the reference and
  /// failed-snapshot paths (from the diff tool, the one place the library
  /// names them), so that the call can name the images and the review.
  final class SnapshotCheck: Sendable {
    /// The check of the `assertSnapshot` call running, if any; a strategy used
    /// through `verifySnapshot` or `assertSnapshots` runs without one.
    @TaskLocal static var current: SnapshotCheck?

    /// A mismatch the diffing found: the three images, as PNG files.
    struct Mismatch: Sendable {
      /// The reference, as read.
      var reference: Data
      /// The image checked.
      var actual: Data
      /// The diff image.
      var diff: Data
    }

    /// The reference's path and the failed snapshot's, as the diff tool got them.
    struct Paths: Sendable {
      /// The reference PNG.
      var reference: String
      /// Where swift-snapshot-testing wrote the image that failed.
      var failed: String
    }

    private let state = Mutex<(mismatch: Mismatch?, paths: Paths?, seen: Set<Data>)>(
      (nil, nil, []))

    /// The PNG files the strategy read from disk or handed the library to
    /// write: one of them is the reference, whatever its number.
    var seen: Set<Data> { state.withLock { $0.seen } }

    /// Notes `bytes`, read as a reference or written as one.
    func saw(_ bytes: Data) {
      state.withLock { _ = $0.seen.insert(bytes) }
    }

    /// The mismatch found, if the diffing found one.
    var mismatch: Mismatch? {
      get { state.withLock { $0.mismatch } }
      set { state.withLock { $0.mismatch = newValue } }
    }

    /// The paths, if the library called the diff tool (it does on a mismatch).
    var paths: Paths? {
      get { state.withLock { $0.paths } }
      set { state.withLock { $0.paths = newValue } }
    }

    /// `tool`, noting the two paths it is given before it words them.
    func noting(_ tool: SnapshotTestingConfiguration.DiffTool)
      -> SnapshotTestingConfiguration.DiffTool
    {
      SnapshotTestingConfiguration.DiffTool { [self] reference, failed in
        paths = Paths(reference: reference, failed: failed)
        return tool(currentFilePath: reference, failedFilePath: failed)
      }
    }
  }
#endif
