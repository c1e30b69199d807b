import ChevGenDiff
import ChevGenFormat
import ChevGenImage
import ChevGenPNG
import ChevGenSystem
import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Checks `image` against its reference PNG and fails the current test (Swift
/// Testing or XCTest) with a message naming the reference, the actual and diff
/// images, and the count, if it does not match within `tolerance`.
///
/// `options` default to `PixelMatchOptions.snapshot`: pixelmatch at threshold
/// 0.01, which fails any visible colour change (pixelmatch's own 0.1 passes
/// two clearly different tints); `options: PixelMatchOptions()` compares as
/// `chevgen diff` does by default.
///
/// The reference is `__Snapshots__/<TestFile>/<testName>.png` beside the test
/// file (`<testName>.<name>.png` with a `name`), or `<directory>/<name>.png`.
/// `CHEVGEN_SNAPSHOT_RECORD` chooses the record mode (`missing` by default;
/// swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD` when chevgen's is unset);
/// `CHEVGEN_SNAPSHOT_ARTEFACTS` where failures leave their images (else
/// swift-snapshot-testing's `SNAPSHOT_ARTIFACTS`, else `chevgen-snapshots` in
/// the temporary directory): the actual image in
/// `actual/<folder>/` and the diff in `diff/<folder>/`, under the reference's
/// file name, `<folder>` naming the reference's folder (see `SnapshotLocation`).
/// A mismatch's message ends with the `chevgen review --partial` command that
/// shows that folder's failures beside their references, to accept in a
/// browser; a check that passes removes the images an earlier failure left.
/// Relative paths (the test file, `directory`, the artefacts folder) are taken
/// from the current directory and shown absolute, so the command works from
/// any directory.
///
/// `ignoring` leaves rectangles or a mask's pixels out, in the reference's
/// pixels (a clock, a spinner): each ignored pixel of `image` takes the
/// reference's value before the comparison, and is drawn blue in the diff
/// image; areas that do not fit the images fail the test, saying why.
public func assertImageSnapshot(
  of image: RGBAImage, named name: String? = nil,
  options: PixelMatchOptions = .snapshot, tolerance: DiffTolerance = DiffTolerance(),
  ignoring: IgnoredAreas = IgnoredAreas(), directory: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  var attachments: [SnapshotAttachment] = []
  let failure = snapshotFailure(
    image, name: name, options: options, tolerance: tolerance, ignoring: ignoring,
    directory: directory, record: record, file: "\(file)", testName: testName
  ) { attachments.append($0) }
  guard let failure else { return }
  SnapshotAttachment.record(
    attachments, fileID: fileID, filePath: "\(file)", line: line, column: column)
  report(failure, fileID: fileID, file: file, line: line, column: column)
}

/// `assertImageSnapshot` for PNG file bytes, decoded first.
public func assertImageSnapshot(
  ofPNG png: [UInt8], named name: String? = nil,
  options: PixelMatchOptions = .snapshot, tolerance: DiffTolerance = DiffTolerance(),
  ignoring: IgnoredAreas = IgnoredAreas(), directory: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let image: RGBAImage
  do {
    image = try PNGDecoder.decode(png)
  } catch {
    report(
      "the image to check is not a readable PNG: \(error.message)", fileID: fileID, file: file,
      line: line, column: column)
    return
  }
  assertImageSnapshot(
    of: image, named: name, options: options, tolerance: tolerance, ignoring: ignoring,
    directory: directory, record: record, fileID: fileID, file: file, testName: testName,
    line: line, column: column)
}

/// Fails the running test: an issue in Swift Testing, else an XCTest failure.
private func report(
  _ failure: String, fileID: String, file: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: failure),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column)))
      return
    }
  #endif
  #if canImport(XCTest)
    XCTFail(failure, file: file, line: line)
  #else
    preconditionFailure(failure, file: file, line: line)
  #endif
}

/// The failure message of one snapshot check, or nil when it passes; the
/// images behind a failure or a recording go to `attach`.
func snapshotFailure(
  _ image: RGBAImage, name: String?, options: PixelMatchOptions, tolerance: DiffTolerance,
  ignoring: IgnoredAreas = IgnoredAreas(), directory: String?, record: SnapshotRecordMode?,
  file: String, testName: String, attaching attach: (SnapshotAttachment) -> Void = { _ in }
) -> String? {
  let environment = ProcessInfo.processInfo.environment
  guard let mode = record ?? SnapshotRecordMode.fromEnvironment(environment) else {
    let variable = SnapshotRecordMode.variable(in: environment) ?? ""
    return "\(variable)='\(environment[variable] ?? "")' is not a record mode; "
      + "use all, failed, missing or never"
  }
  let artefacts = SnapshotUsage.defaultArtefactsFolder { environment[$0] }
  let current = FileManager.default.currentDirectoryPath
  let absolute = { (path: String) in
    PathText.isAbsolute(path) ? path : DirectoryCheck.join(current, path)
  }
  let snapshot = ImageSnapshot(
    location: SnapshotLocation(
      testFile: absolute(file), testName: testName, name: name, directory: directory.map(absolute),
      artefacts: absolute(artefacts)),
    record: mode, options: options, tolerance: tolerance, ignoring: ignoring)
  // Before the check, so that a reference is used even by a check that fails.
  if let problem = SnapshotUsage.recordRead(snapshot.location.reference) { return problem }
  return snapshot.verify(image, attaching: attach)
}
