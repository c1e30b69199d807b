/// A value a request takes, named so that each front end can word it its own
/// way: the command line as a flag (`--max-width`), a manifest as a key path.
///
/// The library's errors and messages name fields, never flags, so that one
/// rule reads right wherever its value came from: the command line names each
/// by its flag (`CommandFailure.flag`), the manifest by its key path
/// (`ManifestField`).
public enum RequestField: String, Hashable, Sendable, CaseIterable {
  /// The title, or a back button's previous screen's title.
  case title
  /// The previous screen's `backButtonTitle`.
  case backButtonTitle = "back-button-title"
  /// The title of the previous screen's back bar button item.
  case backItemTitle = "back-item-title"
  /// What "Back" reads in the app's language.
  case genericTitle = "generic-title"
  /// UIKit's back-button display mode.
  case displayMode = "display-mode"
  /// A preview's back button's previous screen's title.
  case backTitle = "back-title"
  /// The widest the button may be.
  case maxWidth = "max-width"
  /// A fixed width in points.
  case width
  /// The art's style.
  case style
  /// Back, or an action.
  case purpose
  /// Which way the button reads.
  case direction
  /// The state or states drawn.
  case state
  /// Light, dark, or both.
  case appearance
  /// The pixel scales drawn.
  case scales
  /// The file or folder written.
  case output
  /// A comparison's review page, written in place of diff images.
  case report
  /// A comparison's JUnit file.
  case junit
  /// How a comparison is reported for CI: text, or GitHub's annotations too.
  case format
  /// A result printed as one JSON object.
  case json
  /// pixelmatch's matching threshold, 0 to 1.
  case threshold
  /// The opacity of the faded original under a diff image's differences.
  case alpha
  /// The colour of differing pixels in a diff image.
  case diffColor = "diff-color"
  /// The colour of pixels darker in the actual image.
  case diffColorAlt = "diff-color-alt"
  /// The colour of anti-aliased pixels.
  case aaColor = "aa-color"
  /// What translucent pixels are blended over before comparing.
  case background
  /// The most differing pixels that still pass.
  case maxDiffPixels = "max-diff-pixels"
  /// The largest share of differing pixels that still passes.
  case maxDiffRatio = "max-diff-ratio"
  /// A rectangle a comparison leaves out.
  case ignore
  /// An image marking the pixels a comparison leaves out.
  case mask
  /// The part of a suite a comparison compares.
  case shard
  /// The reports of a suite's parts, joined.
  case merge
  /// The references no test read, listed or removed.
  case unused
  /// The JSON sidecar's path.
  case metadata
  /// The button's colour.
  case tint
  /// The label's colour.
  case textColor = "text-color"
  /// Classic's label shadow colour.
  case shadowColor = "shadow-color"
  /// Classic's label shadow offset.
  case shadowOffset = "shadow-offset"
  /// The disabled state's colour.
  case disabledColor = "disabled-color"
  /// The capsule's and the ✕'s background.
  case platterColor = "platter-color"
  /// What glass is drawn over: a PNG file or a colour.
  case backdrop
  /// Where the art lies on the backdrop.
  case backdropOrigin = "backdrop-origin"
  /// The backdrop's pixels per point.
  case backdropScale = "backdrop-scale"
  /// Whose light or dark glass follows.
  case glassTone = "glass-tone"
  /// Regular, clear or tinted glass.
  case glassVariant = "glass-variant"
  /// The bar's confirming action on a tinted glass platter.
  case prominent
  /// The label font file.
  case font
  /// A font for characters the label font lacks.
  case fallbackFont = "fallback-font"
  /// The label size in points.
  case fontSize = "font-size"
  /// An animation's two ends: the first one's title, the second one's look.
  case fromTitle = "from-title"
  /// An animation's second title.
  case toTitle = "to-title"
  /// An animation's second style.
  case toStyle = "to-style"
  /// An animation's second purpose.
  case toPurpose = "to-purpose"
  /// An animation's length in seconds.
  case duration
  /// An animation's timing curve.
  case curve
  /// An animation's frame rate.
  case framesPerSecond = "fps"
  /// A preview bar's configuration and trailing actions.
  case configuration
  /// A preview bar's trailing actions.
  case trailing
  /// How a glass bar calms the content under it.
  case scrollEdge = "scroll-edge"
}
