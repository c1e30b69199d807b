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

  /// The scales an output takes, one of which the manifest must give: Xcode's
  /// 1x, 2x and 3x for the catalog; nil for an output that takes any.
  var takenScales: (scales: Set<Double>, refusal: String)? {
    guard self == .xcassets else { return nil }
    return (Self.catalogScales, "Xcode asset catalogs take 1x, 2x and 3x; add one of them")
  }

  /// The scales an Xcode asset catalog holds.
  package static let catalogScales: Set<Double> = [1, 2, 3]

  /// The output this one reads and cannot go without: the Swift accessors
  /// load the catalog's image sets by name, so without the catalog every name
  /// they hold would name nothing.
  var reads: (output: AssetOutput, refusal: String)? {
    guard self == .swift else { return nil }
    return (
      .xcassets,
      "swift's accessors load the asset catalog's image sets by name; add xcassets to outputs"
    )
  }

  /// Whether the output draws at Android's densities, beyond the manifest's scales.
  var drawsAndroidDensities: Bool { self == .android }
}
