/// The semantic navigation-bar configurations a design system maps every screen
/// to (../shared/SPEC.md): each fixes what the bar's edges hold.
public enum BarConfiguration: String, CaseIterable, Hashable, Sendable {
  /// A top-level screen: a large title, no back or close button, trailing actions.
  case root
  /// A pushed screen: a centred title, the back button leading, trailing actions.
  case page
  /// A modal screen: the close ✕ leading, a save button trailing.
  case dialog
}
