/// What one `chevgen build` did.
public struct BuildReport: Sendable {
  /// What the manifest asks for: its buttons, lists, images and units.
  public var counts: BuildCounts
  /// Units drawn this run; the rest were unchanged.
  public var drawnUnits: Int
  /// Images drawn this run (PNGs and nine-patches count once per image).
  public var drawnImages: Int
  public var writtenFiles: [String]
  public var removedFiles: [String]
  public var warnings: [String]
}
