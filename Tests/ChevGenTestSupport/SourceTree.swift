import Foundation

/// The checkout these tests were built from: the fonts, goldens, schema and
/// articles in it that tests compare with what chevgen writes and says.
public enum SourceTree {
  /// The repository's root folder, three levels above this file.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `relative` (`Sources/ChevGenText/Fonts`) inside the checkout.
  public static func url(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }
}
