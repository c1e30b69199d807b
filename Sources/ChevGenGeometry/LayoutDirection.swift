/// Which way a button reads: the chevron sits on the leading side and points to
/// where the reader came from.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}
