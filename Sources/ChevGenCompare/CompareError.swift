import ChevGenDiff
import ChevGenFormat
import ChevGenImage
import ChevGenPNG
import ChevGenSystem

/// Why two images or folders could not be compared.
///
/// Paths are named as given; the diff output is the field
/// `RequestField.output`, which each front end names in its own words
/// (`message(naming:)`).
public enum CompareError: Error, Hashable, Sendable {
  case file(FileError)
  /// One path is a file and the other a folder (or missing).
  case notSameKind(expected: String, actual: String)
  /// A file to compare is read but is not an image chevgen can decode.
  case unreadableImage(path: String, PNGError)
  /// Two images whose union (the canvas they are compared on) is beyond
  /// `ImageLimits`: both paths, then width and height of each.
  case canvasTooLarge(paths: [String], sizes: [Int])
  /// The diff image could not be encoded.
  case png(PNGError)
  /// The diff output path is not a usable path; `problem` says why and what would do.
  case invalidOutput(path: String, problem: String)
  /// The diff image would be written over one of the images compared.
  case outputIsInput(output: String, input: String)
  /// The diff folder is, holds or lies inside one of the folders compared.
  case outputOverlapsInput(output: String, input: String)
  /// The output folder holds a file chevgen did not write there (`file`, relative to it).
  case foreignFile(output: String, file: String)
  /// The output folder is a symbolic link, which chevgen does not write through.
  case linkedOutput(output: String)
  /// What to ignore does not fit the pair whose reference is `reference`;
  /// a front end names the problem's option itself (`IgnoreProblem`).
  case ignore(reference: String, IgnoreProblem)

  // Reading images at a git revision (GitRevision, for `chevgen review --against`).
  /// `directory` is not in a git repository's working tree.
  case notARepository(directory: String)
  /// Git knows no commit by the name `revision` in the repository at `root`.
  case unknownRevision(revision: String, root: String)
  /// A path to review lies outside the repository at `root`.
  case pathOutsideRepository(path: String, root: String)
  /// A path to review is neither in the working tree nor at `revision`.
  case pathNotFound(path: String, revision: String)
  /// A file's bytes were asked for at `revision` that holds no such PNG file.
  case notAtRevision(path: String, revision: String)
  /// A PNG file at `revision` is `size` bytes, beyond what chevgen reads.
  case revisionFileTooLarge(path: String, revision: String, size: Int)
  /// No git program was found.
  case gitMissing
  /// `command` (`git …`) failed; `reason` is git's first line on standard error.
  case gitFailed(command: String, reason: String)
  /// A file at `revision` (`path`; nil for some of the revision's folders) is
  /// not in the repository: a partial clone left it on a remote, and chevgen
  /// makes git fetch nothing.
  case notInClone(path: String?, revision: String)
  /// A PNG file's name, at `revision` or (nil) in the working tree, is not
  /// UTF-8: these are its bytes.
  case nonUTF8Name(name: [UInt8], revision: String?)
  /// `command` (`git …`), run in `directory`, had not finished after
  /// `seconds` and was stopped: something it reads is a named pipe.
  case gitTimedOut(command: String, directory: String, seconds: Double)
  /// A PNG file (`path`, named as the place names it) is a symbolic link,
  /// which chevgen never follows.
  case symbolicLink(path: String, place: Place)
  /// A PNG file in the working tree is not a regular file: `kind` says what
  /// it is ("a named pipe").
  case notRegularFile(path: String, kind: String)
  /// The repository holding `directory` names another folder,
  /// `workingTree`, as its working tree (`core.worktree`).
  case workingTreeElsewhere(directory: String, workingTree: String)
  /// `left` and `right` (of `--against LEFT...RIGHT`) share no commit.
  case noMergeBase(left: String, right: String, root: String)

  // Joining the reports of a suite's parts (ReportMerge).
  /// The folder `folder` holds no part's summary: it is no shard's report.
  case notAShardReport(folder: String)
  /// Line `line` of the summary in `folder` is not what chevgen writes.
  case badShardSummary(folder: String, line: Int, problem: String)
  /// The summary in `folder` is of a format before this one (its first
  /// line is `heading`), which records no sizes or digests of its images.
  case formerShardSummary(folder: String, heading: String)
  /// A part's image at `path` is not the one its summary records; `problem` says how.
  case partFileChanged(path: String, problem: String)
  /// Two shard reports, `folder` and `other`, are of different runs; `difference` says how.
  case shardsOfDifferentRuns(folder: String, other: String, difference: String)
  /// `path` is reported by both `folder` and `other`.
  case overlappingShards(path: String, folder: String, other: String)
  /// The parts in the ranges `missing` of `count` were not given.
  case missingShards(missing: [ClosedRange<Int>], count: Int)
  /// The reference folder of a merged review and the parts disagree on
  /// `path`: it is in the folder and no part compared it (`inFolder`), or
  /// the parts compared it and the folder lacks it.
  case referenceNotCompared(path: String, inFolder: Bool)

  /// Where a file compared lies.
  public enum Place: Hashable, Sendable {
    /// In a folder named on the command line (its path includes the folder).
    case folder
    /// In a repository's working tree (its path is relative to the top).
    case workingTree
    /// At this git revision (its path is relative to the top).
    case revision(String)
  }

  /// One line naming the problem and the fix, the diff output named by `name`.
  public func message(naming name: (RequestField) -> String) -> String {
    let outputName = name(.output)
    return switch self {
    case .file(let error):
      error.message(naming: name)
    case .notSameKind(let expected, let actual):
      "'\(expected)' and '\(actual)' are not both files or both directories; compare a file "
        + "with a file or a directory with a directory"
    case .unreadableImage(let path, let error):
      "'\(path)': \(error.message)"
    case .canvasTooLarge(let paths, let sizes):
      "'\(paths[0])' is \(sizes[0])×\(sizes[1]) and '\(paths[1])' is \(sizes[2])×\(sizes[3]) "
        + "pixels: comparing them needs a \(max(sizes[0], sizes[2]))×\(max(sizes[1], sizes[3])) "
        + "canvas, beyond chevgen's limit of \(ImageLimits.maximumSide) pixels a side and "
        + "\(ImageLimits.maximumPixels) in all; compare images of similar sizes"
    case .png(let error):
      error.message
    case .invalidOutput(let path, let problem):
      "\(outputName) '\(path)' is not valid: \(problem)"
    case .outputIsInput(let output, let input):
      "\(outputName) '\(output)' is '\(input)', one of the images compared; write the diff "
        + "image to another file, e.g. diff.png"
    case .outputOverlapsInput(let output, let input):
      "\(outputName) '\(output)' overlaps '\(input)', one of the folders compared; write the "
        + "diff images to a folder outside both, e.g. build/diffs"
    case .linkedOutput(let output):
      "\(outputName) '\(output)' is a symbolic link, and chevgen writes nothing through "
        + "links; name the folder itself or choose another \(outputName)"
    case .foreignFile(let output, let file):
      "\(outputName) '\(output)' holds '\(file)', which chevgen did not write there; "
        + "move it away or choose another \(outputName)"
    case .ignore(let reference, let problem):
      "what to ignore does not fit '\(reference)': \(problem)"
    case .symbolicLink(let path, .folder):
      "'\(path)' is a symbolic link; chevgen compares regular files only and follows no link: "
        + "replace it with the file"
    case .symbolicLink(let path, .workingTree):
      "'\(path)' in the working tree is a symbolic link; chevgen compares regular files only "
        + "and follows no link: replace it with the file, or name paths that leave it out"
    case .symbolicLink(let path, .revision(let revision)):
      "'\(path)' at \(revision) is a symbolic link; chevgen compares regular files only and "
        + "follows no link: name paths that leave it out, or commit the file in its place"
    case .notRegularFile(let path, let kind):
      "'\(path)' in the working tree is \(kind), not a regular file; chevgen compares regular "
        + "files only: replace it with the file, or name paths that leave it out"
    case .notARepository, .unknownRevision, .pathOutsideRepository, .pathNotFound,
      .notAtRevision, .revisionFileTooLarge, .gitMissing, .gitFailed, .notInClone,
      .gitTimedOut, .workingTreeElsewhere, .noMergeBase, .nonUTF8Name:
      repositoryMessage
    case .notAShardReport, .badShardSummary, .formerShardSummary, .partFileChanged,
      .shardsOfDifferentRuns, .overlappingShards, .missingShards, .referenceNotCompared:
      shardMessage
    }
  }

  /// The message of a problem reading files from a repository or its folders
  /// (`message(naming:)` sends only those here).
  private var repositoryMessage: String {
    switch self {
    case .notARepository(let directory):
      "'\(directory)' is not inside a git repository; run chevgen review --against from a "
        + "repository's working tree, or compare two folders"
    case .unknownRevision(let revision, let root):
      "no revision '\(revision)' in repository '\(root)'; name a commit, branch or tag git "
        + "knows (git log shows them)"
    case .pathOutsideRepository(let path, let root):
      "'\(path)' is outside the repository '\(root)'; name paths inside it"
    case .pathNotFound(let path, let revision):
      "'\(path)' is neither in the working tree nor at \(revision); check the path's spelling"
    case .notAtRevision(let path, let revision):
      "'\(path)' is not a PNG file at \(revision); name one of the files listed at it"
    case .revisionFileTooLarge(let path, let revision, let size):
      "'\(path)' at \(revision) is \(size >> 20) MiB, over the \(FileReader.maximumBytes >> 20) "
        + "MiB limit for an image; leave it out of the paths reviewed"
    case .gitMissing:
      "git is not installed: it is in none of /usr/bin, /opt/homebrew/bin, /usr/local/bin and "
        + "PATH; install git, or compare two folders"
    case .gitFailed(let command, let reason):
      "'\(command)' failed: \(reason); run it in the repository to see why"
    case .notInClone(let path?, let revision):
      "'\(path)' at \(revision) is not in this clone (a partial clone keeps it on a remote, "
        + "and chevgen fetches nothing); fetch it with git first, e.g. git cat-file -e "
        + ShellText.quoted("\(revision):\(path)")
    case .notInClone(nil, let revision):
      "some folders at \(revision) are not in this clone (a partial clone keeps them on a "
        + "remote, and chevgen fetches nothing); fetch them with git first, e.g. git ls-tree -r "
        + "\(revision)"
    case .gitTimedOut(let command, let directory, let seconds):
      "'\(command)' in '\(directory)' had not finished after "
        + "\(ChildProcessError.duration(seconds)), and chevgen stopped it: git waits for good on "
        + "a named pipe where it reads a file (a .gitignore, .git/info/exclude, core.excludesFile, "
        + "an include.path, objects/info/alternates); replace the pipe with a regular file (find "
        + "\(ShellText.quoted(directory)) -type p lists those in the repository)"
    case .workingTreeElsewhere(let directory, let workingTree):
      "the repository holding '\(directory)' names '\(workingTree)' as its working tree "
        + "(core.worktree), and '\(directory)' is not in it; run chevgen review --against in "
        + "'\(workingTree)', or remove the setting: git config --unset core.worktree"
    case .noMergeBase(let left, let right, let root):
      "'\(left)' and '\(right)' share no commit in repository '\(root)' (unrelated histories), "
        + "so there is no branch point to compare with; name one revision, e.g. --against "
        + "\(ShellText.quoted(left))"
    case .nonUTF8Name(let name, let revision):
      "the name of '\(TerminalText.escaped(bytes: name))' \(Self.place(revision)) is not UTF-8, so chevgen "
        + "can neither name nor review it; rename it in UTF-8, or name paths that leave it out"
    default: "\(self)"
    }
  }

  /// The message of a problem joining a suite's parts (`message(naming:)`
  /// sends only those here).
  private var shardMessage: String {
    switch self {
    case .notAShardReport(let folder):
      "'\(folder)' is not a shard's report: it holds no \(Self.shardSummaryName); write each "
        + "part's report with its shard, e.g. chevgen diff REFS ACTUAL --shard 1/4 --report "
        + "\(ShellText.quoted(folder))"
    case .badShardSummary(let folder, let line, let problem):
      "'\(DirectoryCheck.join(folder, Self.shardSummaryName))' line \(line) is not a summary "
        + "chevgen writes (\(problem)); compare that part again to write its report anew"
    case .formerShardSummary(let folder, let heading):
      "'\(DirectoryCheck.join(folder, Self.shardSummaryName))' is a summary of an earlier chevgen "
        + "('\(heading)'), which records no sizes or digests of its images to check them by; "
        + "compare that part again with this chevgen to write its report anew"
    case .partFileChanged(let path, let problem):
      "'\(path)' is not the image its part compared: \(problem); compare that part again to "
        + "write its report anew"
    case .shardsOfDifferentRuns(let folder, let other, let difference):
      "'\(folder)' and '\(other)' are parts of different comparisons (\(difference)); join the "
        + "reports of one run, written by the same command with each of its shards"
    case .overlappingShards(let path, let folder, let other):
      "'\(path)' is in both '\(folder)' and '\(other)', so the parts overlap; give each part's "
        + "report once"
    case .missingShards(let missing, let count):
      Self.missingParts(missing, of: count) + ", and a review without "
        + (missing.count == 1 && missing[0].count == 1 ? "it" : "them")
        + " would pass images no one compared; give every part's report"
    case .referenceNotCompared(let path, true):
      "'\(path)' is in the reference folder, but no part compared it: the folder is not the one "
        + "the parts compared; review the same checkout, or compare again"
    case .referenceNotCompared(let path, false):
      "'\(path)' is not in the reference folder, but the parts compared it: the folder is not the "
        + "one the parts compared; review the same checkout, or compare again"
    default: "\(self)"
    }
  }

  /// The file in a shard's report that sums it up for a merge.
  public static let shardSummaryName = ".chevgen-shard"

  /// `part 3 of 3 is missing`, `parts 2–4,999,999 of 5,000,000 are
  /// missing`: each range of `missing` as its ends, the first five only.
  static func missingParts(_ missing: [ClosedRange<Int>], of count: Int) -> String {
    let total = missing.reduce(0) { $0 + $1.count }
    let shown = missing.prefix(5).map {
      $0.count == 1
        ? grouped($0.lowerBound) : grouped($0.lowerBound) + "–" + grouped($0.upperBound)
    }
    let rest = missing.dropFirst(5).reduce(0) { $0 + $1.count }
    let listed =
      rest > 0
      ? shown.joined(separator: ", ") + " and \(grouped(rest)) more"
      : shown.count > 1
        ? shown.dropLast().joined(separator: ", ") + " and " + shown.last! : shown.joined()
    return (total == 1 ? "part " : "parts ") + listed + " of \(grouped(count)) "
      + (total == 1 ? "is" : "are") + " missing"
  }

  /// `5,000,000`: a whole number with its thousands grouped.
  static func grouped(_ value: Int) -> String {
    var digits = String(value)
    var end = digits.endIndex
    while digits.distance(from: digits.startIndex, to: end) > 3 {
      end = digits.index(end, offsetBy: -3)
      digits.insert(",", at: end)
    }
    return digits
  }

  /// "at REVISION", or for nil "in the working tree".
  static func place(_ revision: String?) -> String {
    revision.map { "at \($0)" } ?? "in the working tree"
  }

}
