#if SwiftSnapshotTesting
  import ChevGenFormat
  import ChevGenSnapshot
  import ChevGenSystem
  import Foundation
  @_spi(Internals) import SnapshotTesting

  /// swift-snapshot-testing's `assertSnapshot` for the strategies of this
  /// library (`.png`, `.image` and their pullbacks): the library runs the
  /// check (reference layout, record modes, writing the failed image), and on
  /// a mismatch its message gains the actual and diff images' paths and ends
  /// with the `chevgen review` command that shows them beside their
  /// references; the reference, actual and diff images are attached to the
  /// running Swift Testing test.
  ///
  /// Chosen over the library's generic function because its format is fixed,
  /// so `assertSnapshot(of: png, as: .png)` needs no other spelling. The
  /// library names the reference and failed paths only to its diff tool, so
  /// this runs the check with a diff tool that notes them and then words them
  /// as the configured one does.
  public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, SnapshotPNG>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let check = SnapshotCheck()
    let configured = SnapshotTestingConfiguration.current?.diffTool ?? _diffTool
    let mode = record ?? SnapshotTestingConfiguration.current?.record ?? _record
    // A local function, not a closure: the `try` inside the autoclosure
    // argument would make a closure throwing.
    func verify() -> String? {
      verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    let failure = SnapshotCheck.$current.withValue(check) {
      withSnapshotTesting(diffTool: check.noting(configured), operation: verify)
    }
    let references = check.references(
      testFile: "\(filePath)", testName: testName, name: name)
    let problems = references.compactMap(SnapshotUsage.recordRead)
    guard failure != nil || !problems.isEmpty else { return }
    var message = (problems + [failure].compactMap { $0 }).joined(separator: "\n\n")
    if let mismatch = check.mismatch, let paths = check.paths {
      let (images, addition) = mismatch.report(paths, recorded: mode == .failed)
      message += "\n\n" + addition
      if !SnapshotCheck.libraryAttaches {
        SnapshotAttachment.record(
          images, fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
      }
    }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  extension SnapshotCheck {
    /// The references this check read or wrote, for `chevgen review --unused`:
    /// the reference the diff tool named, and each file in the test file's
    /// `__Snapshots__` folder named as swift-snapshot-testing names this
    /// test's snapshots (`<testName>.<name>.png`, or `<testName>.<n>.png`)
    /// whose bytes the strategy read or wrote. The library keeps its counter
    /// `n` to itself; two references of the test with the same bytes are both
    /// counted as read, so a read reference is never taken for unused.
    func references(testFile: String, testName: String, name: String?) -> [String] {
      let file = URL(fileURLWithPath: testFile)
      let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
      let prefix = Self.sanitized(testName) + "."
      let seen = seen
      var found = Set(paths.map { [$0.reference] } ?? [])
      for entry in DirectoryCheck.names(in: folder) ?? []
      where entry.hasPrefix(prefix) && entry.hasSuffix(".png") {
        let identifier = entry.dropFirst(prefix.count).dropLast(4)
        let named =
          name.map { identifier == Self.sanitized($0) } ?? identifier.allSatisfy(\.isNumber)
        guard named, !identifier.isEmpty else { continue }
        let path = DirectoryCheck.join(folder, entry)
        if let bytes = try? FileReader.bytes(at: path), seen.contains(Data(bytes)) {
          found.insert(path)
        }
      }
      return found.sorted()
    }

    /// A test's or snapshot's name as swift-snapshot-testing puts it in a file
    /// name: each run of characters other than letters, digits and `_` becomes
    /// `-`, and a `-` at either end is dropped.
    static func sanitized(_ name: String) -> String {
      name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// Whether swift-snapshot-testing attaches a failure's images itself: on
    /// Apple platforms, under Xcode only.
    static var libraryAttaches: Bool {
      #if os(Linux) || os(Android) || os(Windows)
        false
      #else
        ProcessInfo.processInfo.environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] != nil
      #endif
    }
  }

  extension SnapshotCheck.Mismatch {
    /// Writes the diff image into chevgen's snapshot artefacts folder,
    /// mirroring the reference's folder as `assertImageSnapshot` does, and
    /// returns the three images to attach and the paragraph that ends the
    /// message: the actual and diff images, and what to do next. `recorded`:
    /// the library has just re-recorded the reference (`.failed`).
    func report(_ paths: SnapshotCheck.Paths, recorded: Bool) -> ([SnapshotAttachment], String) {
      let environment = ProcessInfo.processInfo.environment
      let current = FileManager.default.currentDirectoryPath
      var artefacts = SnapshotUsage.defaultArtefactsFolder { environment[$0] }
      if !PathText.isAbsolute(artefacts) { artefacts = DirectoryCheck.join(current, artefacts) }
      let folder = SnapshotLocation.folder(of: paths.reference)
      var name = String(PathText.lastComponent(of: paths.reference))
      if name.hasSuffix(".png") { name.removeLast(4) }
      let location = SnapshotLocation(
        testFile: paths.reference, testName: name, name: name, directory: folder,
        artefacts: artefacts)
      let images: [SnapshotAttachment] = [
        .init(snapshot: name, role: .reference, png: [UInt8](reference)),
        .init(snapshot: name, role: .actual, png: [UInt8](actual)),
        .init(snapshot: name, role: .diff, png: [UInt8](diff)),
      ]
      var diffPath = location.diff
      do throws(FileError) {
        try DirectoryCheck.makeDirectories(for: diffPath)
        let transaction = FileTransaction()
        try transaction.stage([UInt8](diff), at: diffPath)
        try transaction.commit()
      } catch {
        diffPath = "not written (\(error.message(naming: { _ in "snapshot" })))"
      }
      let found = "Actual image: \(paths.failed); diff image: \(diffPath)."
      if recorded {
        return (images, found + " The reference was re-recorded: look at it, then commit it")
      }
      let review =
        "chevgen review --partial \(ShellText.quoted(folder)) "
        + ShellText.quoted(SnapshotLocation.folder(of: paths.failed))
      return (
        images,
        found + " If the change is intended, run with SNAPSHOT_TESTING_RECORD=failed, look at "
          + "the new reference and commit it; or review and accept it in a browser: \(review)"
      )
    }
  }
#endif
