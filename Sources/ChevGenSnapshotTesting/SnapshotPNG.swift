#if SwiftSnapshotTesting
  import Foundation

  /// The format the image strategies snapshot to and diff: a PNG file's bytes,
  /// as the reference on disk holds them.
  ///
  /// A type of its own rather than `Data`, so that this library's
  /// `assertSnapshot` overload catches exactly its own strategies and their
  /// pullbacks (`Snapshotting<MyView, SnapshotPNG>`), never another strategy
  /// on `Data`.
  public struct SnapshotPNG: Hashable, Sendable {
    /// The PNG file's bytes.
    public var bytes: Data

    /// The PNG file `bytes`.
    public init(bytes: Data) {
      self.bytes = bytes
    }
  }
#endif
