/// One file a drawn image is written as: its output, its path and the form
/// it holds the image in, which says what the rasterizer encodes.
struct ImageFile: Hashable, Sendable {
  /// How a file holds its image.
  enum Form: Hashable, Sendable {
    /// The PNG.
    case png
    /// Android's nine-patch, framed with its stretch marks, where the art
    /// stretches; the PNG where it does not. The file is named either way
    /// (`.9.png` or `.png`), both names one drawable to Android.
    case ninePatch
    /// The PDF the catalog keeps vectors in, drawn once at 1x.
    case pdf
  }

  /// The output's word, as `index.json` lists the image's files: `xcassets`,
  /// `android`, `css`.
  var output: String
  /// The path inside the output folder.
  var path: String
  var form: Form
}
