/// What `--backdrop-origin` places in a command: the one option
/// ``LookOptions`` shares whose meaning and default differ between commands.
public protocol OriginMeaning {
  /// The option's help text, with its true default.
  static var help: String { get }
}

/// `render` and `animate`: the button's art, centred on the backdrop unless placed.
public enum ArtOrigin: OriginMeaning {
  public static let help =
    "Glass: where the art's top-left corner lies on the backdrop, in points (default: "
    + "centred). e.g. --backdrop-origin 8,50"
}

/// `preview`: the bar, under the status bar of a full-screen screenshot
/// unless placed, as `PreviewBar` places it.
public enum BarOrigin: OriginMeaning {
  public static let help =
    "Glass: where the bar's top-left corner lies on the backdrop, in points (default: 0,62, "
    + "under the 62 pt status bar of a full-screen screenshot, where a manifest's place: "
    + "leading|trailing puts its buttons; 0,0 for a screenshot of the bar alone). "
    + "e.g. --backdrop-origin 0,0"
}
