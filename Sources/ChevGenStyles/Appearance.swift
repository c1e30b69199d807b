/// The interface style a button is drawn for.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
  case light
  case dark

  /// The file-name suffix placed after the state (empty for `light`).
  public var fileSuffix: String { self == .light ? "" : "-\(rawValue)" }
}
