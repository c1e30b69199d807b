import ChevGenGeometry
import ChevGenKit
import ChevGenManifest
import Synchronization

/// The images of textless art drawn so far in one build, for every button
/// that would draw the same pixels again.
///
/// Textless art carries no title, so every button of one look facing one way
/// draws the same images: in scripts/bench build's manifest, 3,200 of 8,960
/// images (Android's nine-patches of 160 buttons) are 20 distinct ones. Each
/// is drawn and encoded once, by whichever thread gets there first (two
/// threads may both draw it at the very start; they draw the same bytes).
final class TextlessArtCache: Sendable {
  /// Everything textless images depend on besides the build's theme, states
  /// and appearances, which one build shares.
  struct Key: Hashable, Sendable {
    var look: ButtonLook
    var direction: LayoutDirection
    /// The platform label's line height, from the default locale's title.
    var labelHeight: Double
    var scales: [Double]
    /// The forms of each image's files, in order: they decide which encodings exist.
    var forms: [Set<ImageFile.Form>]
  }

  private let drawn = Mutex<[Key: [RenderedButton.Image]]>([:])

  /// How many distinct sets of textless images were drawn.
  var count: Int { drawn.withLock { $0.count } }

  /// The images for `key`, drawn by `draw` unless drawn before.
  func images(
    for key: Key, draw: () throws(AssetError) -> [RenderedButton.Image]
  ) throws(AssetError) -> [RenderedButton.Image] {
    if let images = drawn.withLock({ $0[key] }) { return images }
    let images = try draw()
    drawn.withLock { $0[key] = images }
    return images
  }
}
