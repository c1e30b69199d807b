import ChevronGeometry

/// What a declared button is: a back button, the dismiss ✕, or an action with a purpose.
public enum ButtonRole: Hashable, Sendable {
  case back
  case close
  case action(Purpose)

  /// The manifest's spelling: `back`, `close`, or the purpose's name.
  public var name: String {
    switch self {
    case .back: "back"
    case .close: "close"
    case .action(let purpose): purpose.rawValue
    }
  }

  /// The purpose the art is drawn for.
  public var purpose: Purpose {
    switch self {
    case .back, .close: .back
    case .action(let purpose): purpose
    }
  }

  /// The style the art is drawn in: the theme's, except that close is always the ✕.
  public func style(theme: ButtonStyleKind) -> ButtonStyleKind {
    self == .close ? .close : theme
  }
}
