import ChevGenDiff

extension PixelMatchOptions {
  /// The snapshot libraries' default: pixelmatch's settings with a threshold
  /// of 0.01 instead of 0.1, anti-aliased pixels still left out.
  ///
  /// A snapshot test guards a design against change, so any colour change a
  /// person could see must fail it. pixelmatch's 0.1, which `chevgen diff`
  /// keeps for parity, matches an opaque mid-grey up to 26 levels lighter
  /// (a CIE ΔE of about 10) and passes a back button redrawn from tint
  /// `#6D84A2` to `#4A6FA5`, two clearly different blues. At 0.01 two pixels
  /// match only within `35215 × 0.01²` ≈ 3.5 of YIQ distance: a grey 2 levels
  /// apart (ΔE about 1, half a just-noticeable difference), so a renderer's or
  /// codec's rounding still passes while every visible change fails, as
  /// jest-image-snapshot's default 0.01 does. A reference that was exact still
  /// passes. `PixelMatchOptions()` is the old tolerance, one argument away.
  public static var snapshot: PixelMatchOptions {
    var options = PixelMatchOptions()
    options.threshold = snapshotThreshold
    return options
  }

  /// The threshold of `snapshot`: 0.01.
  public static let snapshotThreshold = 0.01
}
