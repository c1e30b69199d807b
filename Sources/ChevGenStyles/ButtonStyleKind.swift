/// The looks chevgen draws (`--style`).
public enum ButtonStyleKind: String, CaseIterable, Hashable, Sendable {
  /// iOS 3–6: the arrow-shaped bordered button with a gradient.
  case classic
  /// iOS 7–12: the thin chevron and the title in the tint colour, no background.
  case plain
  /// The chevron indicator alone, with UIKit's transition mask.
  case minimal
  /// A rounded platter around chevron and title; a 44 pt circle with no title.
  case capsule
  /// A ✕ dismiss button in a circle.
  case close
  /// iOS 26's Liquid Glass: the symbol alone in a 44 pt glass circle, or a
  /// text action in a glass capsule, drawn over what lies behind the bar.
  case glass
}
