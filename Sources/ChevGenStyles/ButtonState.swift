/// The interaction state an image is drawn for.
public enum ButtonState: String, CaseIterable, Hashable, Sendable {
  case normal
  case highlighted
  case disabled

  /// The file-name suffix placed before the scale suffix (empty for `normal`).
  public var fileSuffix: String { self == .normal ? "" : "-\(rawValue)" }
}
