import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

/// Compares every PNG under two directories by relative path.
public enum DirectoryDiffer {
  /// Compares the PNG files (`.png`, any case) under the request's two
  /// folders; with its `diffOutput`, writes a diff image for each changed
  /// file at the same relative path there, creating directories as needed.
  ///
  /// One pair is decoded at a time (its two files on two cores), so memory stays
  /// at two images and a diff image whatever the number of files.
  ///
  /// With `staging`, the diff images are staged there for the caller to
  /// commit with its own files (a report); otherwise they are written here.
  /// What the request ignores applies to every pair. `progress` hears,
  /// after each pair, how many of the pairs are compared, for a progress line.
  ///
  /// With the request's `shard`, only the paths in that part of the suite
  /// are compared and reported (added and removed ones too); `listed` gives
  /// both folders' files when the caller has walked them already.
  public static func compare(
    _ request: DiffRequest, staging: FileTransaction? = nil,
    listed: (expected: [String], actual: [String])? = nil,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(CompareError) -> DirectoryDiffReport {
    let (expected, actual) = (request.expected, request.actual)
    if let diffDirectory = request.diffOutput, staging == nil {
      try checkDiffDirectory(diffDirectory, inputs: [expected, actual])
    }
    var expectedFiles: [String]
    var actualFiles: [String]
    if let listed {
      (expectedFiles, actualFiles) = listed
    } else {
      expectedFiles = try pngFiles(in: expected)
      actualFiles = try pngFiles(in: actual)
    }
    if let shard = request.shard {
      expectedFiles.removeAll { !shard.contains($0) }
      actualFiles.removeAll { !shard.contains($0) }
    }
    // By bytes: two names Unicode calls equal (é composed and decomposed) are
    // two files, and only one of them is in each folder.
    let actualSet = Set(actualFiles.map { Array($0.utf8) })
    let expectedSet = Set(expectedFiles.map { Array($0.utf8) })
    let transaction = staging ?? FileTransaction()
    var changed: [(path: String, report: ImageDiffReport)] = []
    var unchanged: [(path: String, report: ImageDiffReport)] = []
    let pairs = expectedFiles.filter { actualSet.contains(Array($0.utf8)) }
    for (done, path) in pairs.enumerated() {
      progress(done, pairs.count)
      let report = try compare(path, request, transaction: transaction)
      if report.passed { unchanged.append((path, report)) } else { changed.append((path, report)) }
    }
    progress(pairs.count, pairs.count)
    if staging == nil {
      do throws(FileError) { try transaction.commit() } catch { throw .file(error) }
    }
    return DirectoryDiffReport(
      expectedDirectory: expected, actualDirectory: actual,
      added: actualFiles.filter { !expectedSet.contains(Array($0.utf8)) },
      removed: expectedFiles.filter { !actualSet.contains(Array($0.utf8)) }, changed: changed,
      unchangedFiles: unchanged)
  }

  /// Compares the file at relative `path` in both folders; stages its diff image
  /// under the request's `diffOutput` when it fails.
  private static func compare(
    _ path: String, _ request: DiffRequest, transaction: FileTransaction
  ) throws(CompareError) -> ImageDiffReport {
    let paths = (
      DirectoryCheck.join(request.expected, path), DirectoryCheck.join(request.actual, path)
    )
    let (tolerance, ignoring) = (request.tolerance, request.ignoring)
    switch try ImageDiffer.load(paths.0, paths.1, inParallel: true) {
    case .sameBytes(let width, let height):
      return try ImageDiffer.identical(
        width: width, height: height, paths: paths, tolerance, ignoring: ignoring)
    case .images(let first, let second):
      // Drawn alongside the comparison, and staged only if it fails.
      let diffDirectory = request.diffOutput
      let compared = try ImageDiffer.compare(
        consume first, consume second, paths: paths, options: request.options,
        tolerance: tolerance, ignoring: ignoring, drawing: diffDirectory != nil)
      var report = compared.report
      if !report.passed, let diffDirectory, let png = compared.diff {
        let output = DirectoryCheck.join(diffDirectory, path)
        do throws(FileError) {
          try DirectoryCheck.makeDirectories(for: output)
          try transaction.stage(png, at: output)
        } catch { throw .file(error) }
        report.diffPath = output
        report.diffDigest = FileDigest(of: png)
      }
      return report
    }
  }

  /// Refuses a diff folder that is, holds or lies inside one of the folders compared.
  package static func checkDiffDirectory(_ directory: String, inputs: [String]) throws(CompareError)
  {
    if let problem = OutputPath.problem(directory, kind: .directory, example: "build/diffs") {
      throw .invalidOutput(path: directory, problem: problem)
    }
    for input in inputs where DirectoryCheck.overlap(directory, input) {
      throw .outputOverlapsInput(output: directory, input: input)
    }
    if let file = DirectoryCheck.fileOnTheWay(to: directory) {
      throw .file(.notAFolder(path: directory, file: file))
    }
  }

  /// Whether anything is at `path` (a broken link counts).
  public static func exists(_ path: String) -> Bool {
    FileStatus(path, followingLinks: false) != nil
  }

  /// Whether `path` names a directory (following symbolic links).
  public static func isDirectory(_ path: String) -> Bool {
    FileStatus(path)?.isDirectory == true
  }

  /// The relative paths of every PNG file under `root`, sorted by bytes, as
  /// `PNGWalk` finds them: no link followed, and a PNG that is a link or no
  /// regular file, or whose name is not UTF-8, an error, as is a folder that
  /// cannot be listed: skipping it would report two folders the same when
  /// they are not.
  public static func pngFiles(in root: String) throws(CompareError) -> [String] {
    do throws(PNGWalk.Problem) {
      return try PNGWalk.files(in: root)
    } catch {
      let full = { (path: String) in path.isEmpty ? root : DirectoryCheck.join(root, path) }
      switch error {
      case .undecodable(let path):
        let bytes = Array(DirectoryCheck.join(root, "").utf8) + path
        throw .file(.undecodableName(path: TerminalText.escaped(bytes: bytes)))
      case .unreadable(let path, let reason):
        throw .file(.unreadable(path: full(path), reason: reason))
      case .link(let path):
        throw .symbolicLink(path: full(path), place: .folder)
      case .irregular(let path, let kind):
        throw .file(.unreadable(path: full(path), reason: "it is \(kind), not a regular file"))
      }
    }
  }
}
