import ChevGenDiff
import ChevGenFormat
import ChevGenImage
import ChevGenPNG
import ChevGenSystem

/// One snapshot check: an image against its reference PNG, recording the
/// reference when the mode says so. Independent of any test framework; see
/// `assertImageSnapshot` for the Swift Testing and XCTest front end.
public struct ImageSnapshot: Sendable {
  /// Where the reference, actual and diff images go.
  public var location: SnapshotLocation
  /// When the reference is written rather than compared.
  public var record: SnapshotRecordMode
  /// The comparison's options, `chevgen diff`'s.
  public var options: PixelMatchOptions
  /// How many differing pixels still pass.
  public var tolerance: DiffTolerance
  /// What the comparison leaves out (a clock, a spinner): each ignored pixel
  /// of the image takes the reference's value before comparing, and is drawn
  /// blue in the diff image.
  public var ignoring: IgnoredAreas

  /// A check at `location` in the record mode given, with the snapshot
  /// defaults (`PixelMatchOptions.snapshot`: threshold 0.01, so any visible
  /// colour change fails; no pixel may differ); `ignoring` leaves areas out,
  /// nothing by default.
  public init(
    location: SnapshotLocation, record: SnapshotRecordMode,
    options: PixelMatchOptions = .snapshot, tolerance: DiffTolerance = DiffTolerance(),
    ignoring: IgnoredAreas = IgnoredAreas()
  ) {
    self.location = location
    self.record = record
    self.options = options
    self.tolerance = tolerance
    self.ignoring = ignoring
  }

  /// A tolerance limit by the `DiffTolerance` property that sets it.
  static func parameter(_ limit: DiffTolerance.Limit) -> String {
    switch limit {
    case .pixels: "maximumPixels"
    case .ratio: "maximumRatio"
    }
  }

  /// nil when `image` matches its reference; otherwise why the check failed and what to do.
  ///
  /// Every check first removes the actual and diff images an earlier failure
  /// left at its two artefact paths, so that a review never offers an old actual
  /// image over a reference that now passes; only a mismatch writes them anew.
  public func verify(_ image: RGBAImage) -> String? {
    verify(image) { _ in }
  }

  /// `verify(_:)`, handing the images behind a failure or a recording to
  /// `attach` as they are made: the reference read, the actual and diff
  /// images written on a mismatch, the reference written when recording.
  public func verify(
    _ image: RGBAImage, attaching attach: (SnapshotAttachment) -> Void
  ) -> String? {
    if let failure = removeStaleArtefacts() { return failure }
    let reference = location.reference
    let exists = FileStatus(reference) != nil
    if record == .all || (!exists && record != .never) {
      if let failure = write(image, to: reference, as: .reference, attach) { return failure }
      return exists
        ? "recorded snapshot \(reference) (record mode all); "
          + "look at it, commit it, and run again without recording"
        : "recorded the missing snapshot \(reference); look at it, commit it, and run again"
    }
    guard exists else {
      return "no reference image at \(reference); record it with "
        + "\(SnapshotRecordMode.environmentVariable)=missing, look at it and commit it"
    }
    let expected: RGBAImage
    let bytes: [UInt8]
    do throws(FileError) { bytes = try FileReader.bytes(at: reference) } catch {
      return "cannot read the reference \(reference): \(error.message(naming: { _ in "snapshot" }))"
    }
    do throws(PNGError) { expected = try PNGDecoder.decode(bytes) } catch {
      return "the reference \(reference) cannot be used: \(error.message)"
    }
    return compare(image, with: expected, bytes, attach)
  }

  /// nil when `image` matches the decoded reference `expected`; otherwise it
  /// re-records the reference (`failed`) or writes the artefacts, and says so.
  private func compare(
    _ image: RGBAImage, with expected: RGBAImage, _ expectedPNG: [UInt8],
    _ attach: (SnapshotAttachment) -> Void
  ) -> String? {
    let reference = location.reference
    switch SnapshotComparison(
      image, reference: expected, options: options, tolerance: tolerance, ignoring: ignoring,
      limits: tolerance.summary(naming: Self.parameter))
    {
    case .matches:
      return nil
    case .differs(let found, let diff):
      return mismatch(image, found: found, diff: diff, expectedPNG, attach)
    case .tooLarge(let found):
      return "snapshot \(reference) does not match: \(found). If the change is intended, run "
        + "with \(SnapshotRecordMode.environmentVariable)=failed, look at the new reference and "
        + "commit it"
    case .cannotCompare(let problem):
      return "snapshot \(reference) cannot be compared: \(problem)"
    }
  }

  /// A mismatch, as found: re-records the reference (`failed`) or writes the
  /// artefacts, attaching the reference read, the actual and the diff image,
  /// and says so.
  private func mismatch(
    _ image: RGBAImage, found: String, diff: RGBAImage?, _ expectedPNG: [UInt8],
    _ attach: (SnapshotAttachment) -> Void
  ) -> String? {
    let reference = location.reference
    attach(SnapshotAttachment(snapshot: snapshotName, role: .reference, png: expectedPNG))
    let actualPath = record == .failed ? reference : location.actual
    if let failure = write(image, to: actualPath, as: .actual, attach) { return failure }
    if let diff,
      let failure = write(diff, to: record == .failed ? nil : location.diff, as: .diff, attach)
    {
      return failure
    }
    if record == .failed {
      return "re-recorded snapshot \(reference): \(found); look at it, then commit it"
    }
    return "snapshot \(reference) does not match: \(found). Actual image: \(location.actual); "
      + "diff image: \(location.diff). If the change is intended, run with "
      + "\(SnapshotRecordMode.environmentVariable)=failed, look at the new reference and commit "
      + "it; or review and accept it in a browser: \(location.reviewCommand)"
  }

  /// `problem` in the words of `assertImageSnapshot`'s `ignoring:` parameter.
  static func message(_ problem: IgnoreProblem) -> String {
    switch problem {
    case .emptyRegion(let region):
      "ignoring: region \(region.text) is empty; give it a width and a height of 1 or more"
    case .outsideImages(let region, let width, let height):
      "ignoring: region \(region.text) lies wholly outside the reference and the image "
        + "(\(width)×\(height) together); give X, Y, width and height within the reference"
    case .everything(let width, let height):
      "ignoring: leaves no pixel of the \(width)×\(height) image to compare; ignore part of "
        + "it, not all of it"
    case .maskSize(let mask, let reference):
      "ignoring: the mask is \(mask.text) and the reference \(reference.text); give a mask of "
        + "the reference's size"
    }
  }

  /// Removes the files at the location's two artefact paths, and nothing else;
  /// a path with nothing there is fine. The failure message, if one cannot go.
  private func removeStaleArtefacts() -> String? {
    for path in [location.actual, location.diff]
    where FileStatus(path, followingLinks: false) != nil {
      // Gone meanwhile (a parallel check of the same snapshot) is as good as removed.
      if let problem = FileSystem.removeFile(path), FileStatus(path, followingLinks: false) != nil {
        return "cannot remove the stale artefact \(path), which a review would offer over "
          + "the reference: \(problem); remove it by hand"
      }
    }
    return nil
  }

  /// The snapshot's name in attachments: the reference's file name without `.png`.
  var snapshotName: String {
    var name = PathText.components(of: location.reference).last.map(String.init) ?? ""
    if name.hasSuffix(".png") { name.removeLast(4) }
    return name
  }

  /// Encodes `image` as a PNG, with a palette if it has few colours (the
  /// diff image), hands it to `attach` as `role`, and writes it at `path`
  /// (creating directories, replacing the file whole) unless `path` is nil;
  /// the failure message, if it cannot.
  private func write(
    _ image: RGBAImage, to path: String?, as role: SnapshotAttachment.Role,
    _ attach: (SnapshotAttachment) -> Void
  ) -> String? {
    let png: [UInt8]
    do throws(PNGError) { png = try PNGEncoder.encode(image, palette: role == .diff) } catch {
      return "cannot encode the snapshot for \(path ?? location.reference): \(error.message)"
    }
    attach(SnapshotAttachment(snapshot: snapshotName, role: role, png: png))
    guard let path else { return nil }
    do throws(FileError) {
      try DirectoryCheck.makeDirectories(for: path)
      let transaction = FileTransaction()
      try transaction.stage(png, at: path)
      try transaction.commit()
      return nil
    } catch {
      return error.message(naming: { _ in "snapshot" })
    }
  }
}
