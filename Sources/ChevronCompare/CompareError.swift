import ChevronImage
import ChevronPNG
import ChevronSupport

/// Why two images or folders could not be compared.
///
/// Paths are named as given; the diff output is named by `message(outputOption:)`,
/// so each front end speaks its own words for it.
public enum CompareError: Error, Hashable, Sendable {
  case file(FileError)
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

  /// One line naming the problem and the fix; `outputOption` names the diff output.
  public func message(outputOption: String) -> String {
    switch self {
    case .file(let error):
      error.message(outputOption: outputOption)
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
      "\(outputOption) '\(path)' is not valid: \(problem)"
    case .outputIsInput(let output, let input):
      "\(outputOption) '\(output)' is '\(input)', one of the images compared; write the diff "
        + "image to another file, e.g. diff.png"
    case .outputOverlapsInput(let output, let input):
      "\(outputOption) '\(output)' overlaps '\(input)', one of the folders compared; write the "
        + "diff images to a folder outside both, e.g. build/diffs"
    case .linkedOutput(let output):
      "\(outputOption) '\(output)' is a symbolic link, and chevgen writes nothing through "
        + "links; name the folder itself or choose another \(outputOption)"
    case .foreignFile(let output, let file):
      "\(outputOption) '\(output)' holds '\(file)', which chevgen did not write there; "
        + "move it away or choose another \(outputOption)"
    }
  }
}
