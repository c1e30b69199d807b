/// The base direction of a label, from its first strong character.
public enum TextDirection: String, Hashable, Sendable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}
