/// What `chevgen build` can write for each button.
public enum AssetOutput: String, CaseIterable, Hashable, Sendable {
  /// `Assets.xcassets`: an image set per button and state, slicing included.
  case xcassets
  /// `res/drawable-*/`: nine-patch PNGs per density.
  case android
  /// `css/chevgen.css` and its images: a `border-image` rule per button.
  case css
}
