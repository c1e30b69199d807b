import ChevGenDiff
import ChevGenFormat
import ChevGenImage
import ChevGenPNG
import ChevGenSystem

/// Why two images or folders could not be compared, or a comparison not
/// reported: the request's values, the files, and (each in a type of its
/// own) a git revision's files and a suite's parts.
///
/// Paths are named as given; the diff output is the field
/// `RequestField.output`, which each front end names in its own words
/// (`message(naming:)`), as it names every other field.
public enum CompareError: Error, Hashable, Sendable {
  /// A value of the request is not one; `expected` says what would do.
  case invalidValue(RequestField, value: String, expected: FieldText)
  /// Two values of the request contradict each other.
  case conflict(FieldText)
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
  /// A PNG file (`path`, named as the place names it) is a symbolic link,
  /// which chevgen never follows.
  case symbolicLink(path: String, place: Place)
  /// A PNG file in the working tree is not a regular file: `kind` says what
  /// it is ("a named pipe").
  case notRegularFile(path: String, kind: String)
  /// Reading images at a git revision or in its working tree.
  case git(GitError)
  /// Joining the reports of a suite's parts.
  case shard(ShardError)

  /// Where a file compared lies.
  public enum Place: Hashable, Sendable {
    /// In a folder named on the command line (its path includes the folder).
    case folder
    /// In a repository's working tree (its path is relative to the top).
    case workingTree
    /// At this git revision (its path is relative to the top).
    case revision(String)
  }

  /// One line naming the problem and the fix, each field (the diff output
  /// among them) named by `name`.
  public func message(naming name: (RequestField) -> String) -> String {
    let outputName = name(.output)
    return switch self {
    case .invalidValue(let field, let value, let expected):
      ValueText.invalid(name(field), value: value, expected: expected.text(naming: name))
    case .conflict(let text):
      text.text(naming: name)
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
    case .symbolicLink, .notRegularFile:
      placeMessage
    case .git(let error):
      error.message
    case .shard(let error):
      error.message
    }
  }

  /// The message of a PNG file that is no regular file, in the words of
  /// the place it lies in (`message(naming:)` sends only those here).
  private var placeMessage: String {
    switch self {
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
    default: "\(self)"
    }
  }
}
