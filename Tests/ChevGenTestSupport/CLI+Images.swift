import ChevGenImage
import ChevGenPNG
import Foundation

extension CLI {
  /// Writes `image` as a PNG at `name` in the folder, making its folders:
  /// the references and actual images a diff or a review page compares.
  public func write(_ image: RGBAImage, to name: String) throws {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(PNGEncoder.encode(image)).write(to: url)
  }
}
