/// The file format an output path asks for, by its extension.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
  case png
  case svg
  case pdf

  /// The format named by `path`'s extension (any case); nil if there is none or it is unknown.
  public init?(path: String) {
    let name = PathText.lastComponent(of: path)
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else {
      return nil
    }
    self.init(rawValue: String(name[name.utf8.index(after: dot)...]).lowercased())
  }

  /// Whether the format is drawn per scale (raster) rather than once (vector).
  public var isRaster: Bool { self == .png }
}
