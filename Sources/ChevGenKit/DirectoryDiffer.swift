import ChevronDiff

#if canImport(Glibc)
  import Glibc
#endif

/// Compares every PNG under two directories by relative path.
public enum DirectoryDiffer {
  /// Compares the PNG files (`.png`, any case) under `expected` and `actual`;
  /// with `diffDirectory`, writes a diff image for each changed file at the same
  /// relative path there, creating directories as needed.
  ///
  /// One pair is decoded at a time (its two files on two cores), so memory stays
  /// at two images and a diff image whatever the number of files.
  public static func compare(
    expected: String, actual: String, options: PixelMatchOptions, tolerance: DiffTolerance,
    diffDirectory: String? = nil
  ) throws(ChevGenError) -> DirectoryDiffReport {
    if let diffDirectory { try checkDiffDirectory(diffDirectory, inputs: [expected, actual]) }
    let expectedFiles = try pngFiles(in: expected)
    let actualFiles = try pngFiles(in: actual)
    let actualSet = Set(actualFiles)
    let expectedSet = Set(expectedFiles)
    let transaction = FileTransaction()
    var changed: [(path: String, report: ImageDiffReport)] = []
    var unchanged = 0
    for path in expectedFiles where actualSet.contains(path) {
      let report = try compare(
        path, expected: expected, actual: actual, options: options, tolerance: tolerance,
        diffDirectory: diffDirectory, transaction: transaction)
      if report.passed { unchanged += 1 } else { changed.append((path, report)) }
    }
    try transaction.commit()
    return DirectoryDiffReport(
      expectedDirectory: expected, actualDirectory: actual,
      added: actualFiles.filter { !expectedSet.contains($0) },
      removed: expectedFiles.filter { !actualSet.contains($0) }, changed: changed,
      unchanged: unchanged)
  }

  /// Compares the file at relative `path` in both folders; stages its diff image
  /// under `diffDirectory` when it fails.
  private static func compare(
    _ path: String, expected: String, actual: String, options: PixelMatchOptions,
    tolerance: DiffTolerance, diffDirectory: String?, transaction: FileTransaction
  ) throws(ChevGenError) -> ImageDiffReport {
    let paths = (DirectoryCheck.join(expected, path), DirectoryCheck.join(actual, path))
    switch try ImageDiffer.load(paths.0, paths.1, inParallel: true) {
    case .sameBytes(let width, let height):
      return ImageDiffer.identical(width: width, height: height, paths: paths, tolerance)
    case .images(let first, let second):
      // Drawn alongside the comparison, and staged only if it fails.
      let compared = try ImageDiffer.compare(
        consume first, consume second, paths: paths, options: options, tolerance: tolerance,
        drawing: diffDirectory != nil)
      var report = compared.report
      if !report.passed, let diffDirectory, let png = compared.diff {
        let output = DirectoryCheck.join(diffDirectory, path)
        try DirectoryCheck.makeDirectories(for: output)
        try transaction.stage(png, at: output)
        report.diffPath = output
      }
      return report
    }
  }

  /// Refuses a diff folder that is, holds or lies inside one of the folders compared.
  static func checkDiffDirectory(_ directory: String, inputs: [String]) throws(ChevGenError) {
    try OutputPath.check(directory, option: "--out", kind: .directory, example: "build/diffs")
    for input in inputs where DirectoryCheck.overlap(directory, input) {
      throw .conflictingOptions(
        "--out '\(directory)' overlaps '\(input)', one of the folders compared; write the diff "
          + "images to a folder outside both, e.g. build/diffs")
    }
    if let file = DirectoryCheck.fileOnTheWay(to: directory) {
      throw .notAFolder(path: directory, file: file)
    }
  }

  /// Whether `path` names a directory (following symbolic links).
  public static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The relative paths of every `.png` file under `root`, sorted. Symbolic links
  /// to directories are not followed, so a link cycle cannot loop.
  static func pngFiles(in root: String) throws(ChevGenError) -> [String] {
    var found: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let directory = relative.isEmpty ? root : DirectoryCheck.join(root, relative)
      guard let names = DirectoryCheck.names(in: directory) else {
        throw .unreadableFile(path: directory, reason: FileTransaction.reason(errno))
      }
      for name in names {
        let path = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard lstat(DirectoryCheck.join(root, path), &status) == 0 else { continue }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR {
          pending.append(path)
        } else if name.lowercased().hasSuffix(".png") {
          // A named pipe would block the read: refuse it, and the like, here.
          if kind != S_IFLNK, let irregular = FileReader.irregularKind(status.st_mode) {
            throw .unreadableFile(
              path: DirectoryCheck.join(root, path),
              reason: "it is \(irregular), not a regular file")
          }
          found.append(path)
        }
      }
    }
    return found.sorted()
  }
}
