/// One file a writer makes of every button together (a catalog's
/// Contents.json, the stylesheet, the index), by its path inside the output folder.
struct OutputFile: Sendable {
  var path: String
  var bytes: [UInt8]
}

extension OutputFile {
  /// A text file, in UTF-8.
  init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }
}
