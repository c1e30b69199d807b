import ChevronDiff

#if canImport(Glibc)
  import Glibc
#endif

/// Compares every PNG under two directories by relative path.
public enum DirectoryDiffer {
  /// Compares the PNG files (`.png`, any case) under `expected` and `actual`;
  /// with `diffDirectory`, writes a diff image for each changed file at the same
  /// relative path there, creating directories as needed.
  public static func compare(
    expected: String, actual: String, options: PixelMatchOptions, tolerance: DiffTolerance,
    diffDirectory: String? = nil
  ) throws(ChevGenError) -> DirectoryDiffReport {
    let expectedFiles = try pngFiles(in: expected)
    let actualFiles = try pngFiles(in: actual)
    let actualSet = Set(actualFiles)
    let expectedSet = Set(expectedFiles)
    let common = expectedFiles.filter(actualSet.contains)
    let transaction = FileTransaction()
    let compared = ParallelMap.map(common) { path in
      Result { () throws(ChevGenError) -> ImageDiffReport in
        let paths = (DirectoryCheck.join(expected, path), DirectoryCheck.join(actual, path))
        switch try ImageDiffer.load(paths.0, paths.1, inParallel: false) {
        case .sameBytes(let width, let height):
          return ImageDiffer.identical(width: width, height: height, paths: paths, tolerance)
        case .images(let first, let second):
          var report = try ImageDiffer.compare(
            first, second, paths: paths, options: options, tolerance: tolerance, diffOutput: nil,
            transaction: transaction)
          if !report.passed, let diffDirectory {
            let output = DirectoryCheck.join(diffDirectory, path)
            try DirectoryCheck.makeDirectories(for: output)
            report = try ImageDiffer.compare(
              first, second, paths: paths, options: options, tolerance: tolerance,
              diffOutput: output, transaction: transaction)
            report.diffPath = output
          }
          return report
        }
      }
    }
    var changed: [(path: String, report: ImageDiffReport)] = []
    var unchanged = 0
    for (path, result) in zip(common, compared) {
      let report = try result.get()
      if report.passed { unchanged += 1 } else { changed.append((path, report)) }
    }
    try transaction.commit()
    return DirectoryDiffReport(
      expectedDirectory: expected, actualDirectory: actual,
      added: actualFiles.filter { !expectedSet.contains($0) },
      removed: expectedFiles.filter { !actualSet.contains($0) }, changed: changed,
      unchanged: unchanged)
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
        } else if name.lowercased().hasSuffix(".png"), kind == S_IFREG || kind == S_IFLNK {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }
}
