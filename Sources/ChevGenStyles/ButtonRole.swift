/// What a button is: a back button, the dismiss ✕, or an action with a purpose.
///
/// Style and purpose describe how a button is drawn; the role says what it is.
/// The ✕ is drawn in the close style with no action purpose, and its role is
/// `close`, wherever a front end or a sidecar names it.
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

  /// The style and purpose the art is drawn in: the theme's style, except
  /// that close is the ✕ in every theme: glass's own ✕ in a glass theme.
  public func rules(theme: ButtonStyleKind) -> StyleRules {
    switch self {
    case .back: StyleRules(style: theme)
    case .close: theme == .glass ? StyleRules(style: .glass, purpose: .close) : .close
    case .action(let purpose): StyleRules(style: theme, purpose: purpose)
    }
  }
}
