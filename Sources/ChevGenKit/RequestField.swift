/// A value a request takes, named so that each front end can word it its own
/// way: the command line as a flag (`--max-width`), a manifest as a key path.
///
/// The library's errors and messages name fields, never flags, so that one
/// rule reads right wherever its value came from.
public enum RequestField: String, Hashable, Sendable, CaseIterable {
  /// The title, or a back button's previous screen's title.
  case title
  case backButtonTitle = "back-button-title"
  case backItemTitle = "back-item-title"
  case genericTitle = "generic-title"
  case displayMode = "display-mode"
  /// A preview's back button's previous screen's title.
  case backTitle = "back-title"
  case maxWidth = "max-width"
  case width
  case style
  case purpose
  case direction
  case state
  case appearance
  case scales
  /// The file or folder written.
  case output
  /// The JSON sidecar's path.
  case metadata
  case tint
  case textColor = "text-color"
  case shadowColor = "shadow-color"
  case shadowOffset = "shadow-offset"
  case disabledColor = "disabled-color"
  case platterColor = "platter-color"
  case font
  case fallbackFont = "fallback-font"
  case fontSize = "font-size"
  /// An animation's two ends: the first one's title, the second one's look.
  case fromTitle = "from-title"
  case toTitle = "to-title"
  case toStyle = "to-style"
  case toPurpose = "to-purpose"
  case duration
  case curve
  case framesPerSecond = "fps"
  /// A preview bar's configuration and trailing actions.
  case configuration
  case trailing
}
