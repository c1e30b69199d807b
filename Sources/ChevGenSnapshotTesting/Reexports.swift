// Compiled only with the package trait SwiftSnapshotTesting, which brings the
// SnapshotTesting dependency; without it the module is empty, so that the
// command line and ChevGenSnapshot's users build nothing of it.
#if SwiftSnapshotTesting
  // One import gives a test what the strategies take: swift-snapshot-testing's
  // assertSnapshot and configuration, RGBAImage, DiffTolerance and
  // PixelMatchOptions (see ChevGenSnapshot's Reexports.swift for why not aliases).
  @_exported import ChevGenDiff
  @_exported import ChevGenImage
  @_exported import SnapshotTesting
#endif
