/// What `chevgen build` can write for each button.
public enum AssetOutput: String, CaseIterable, Hashable, Sendable {
  /// `Assets.xcassets`: an image set per button and state, slicing included.
  case xcassets
  /// `res/`: nine-patch PNGs per density, state lists, VectorDrawables of
  /// title-less art, and the titles Android draws with their colours.
  case android
  /// `css/chevgen.css` and its images: a `border-image` rule per button.
  case css
  /// `swift/ChevGenArt.swift`: typed accessors for every button's images and metrics.
  case swift

  /// What a manifest without `outputs` writes: every platform's art. The Swift
  /// accessors are asked for by name, so that adding them changed no existing build.
  public static let defaults: [AssetOutput] = [.xcassets, .android, .css]
}
