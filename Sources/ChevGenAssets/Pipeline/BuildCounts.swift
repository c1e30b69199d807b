import ChevGenManifest

/// What a manifest asks a build for, counted as its author wrote it: the
/// buttons it declares, the lists each is drawn in, and the images that makes.
///
/// A build draws a button once per locale and direction (and once more for
/// Android's art without its title); those drawings are `units`, never
/// buttons, so that a summary counts what the manifest says.
public struct BuildCounts: Hashable, Sendable {
  /// The buttons the manifest declares.
  public var buttons: Int
  /// The locales declared; 0 for an app that is not localised.
  public var locales: Int
  public var states: Int
  public var appearances: Int
  /// The scales declared (`scales`), Android's densities aside.
  public var scales: Int
  /// Every image the outputs need. More than the product of the lists where
  /// a back button faces both ways, Android draws at its own densities or
  /// draws art without its title; fewer where an output needs no scale.
  public var images: Int
  /// The drawings a build redraws as a whole: a button in one locale and
  /// direction, or Android's art without its title.
  public var units: Int
}

extension BuildCounts {
  /// The counts of `plan`'s manifest and units.
  init(_ plan: BuildPlan) {
    let manifest = plan.manifest
    self.init(
      buttons: manifest.buttons.count, locales: manifest.locales.count,
      states: manifest.states.count, appearances: manifest.appearances.count,
      scales: manifest.scales.count,
      images: plan.units.reduce(0) { $0 + plan.layout.imageCount(of: $1.button, $1.edition) },
      units: plan.units.count)
  }

  /// The numbers in the order the state's fingerprint line holds them.
  private var fields: [Int] { [units, buttons, images, locales, states, appearances, scales] }

  /// `9,2,66,3,2,1,3`: how the state's fingerprint line records them, so
  /// that a no-op build reports them without reading the manifest.
  var stateText: String { fields.map(String.init).joined(separator: ",") }

  /// The counts `stateText` wrote; nil for anything else.
  init?(stateText bytes: ArraySlice<UInt8>) {
    let numbers = bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
      .map(BuildState.integer)
    guard numbers.count == 7, numbers.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
    let value = numbers.map { $0! }
    self.init(
      buttons: value[1], locales: value[3], states: value[4], appearances: value[5],
      scales: value[6], images: value[2], units: value[0])
  }
}
