/// How a back button chooses its title, as UIKit does since iOS 14.
///
/// Sources, highest priority first: the back bar button item's title, the
/// previous screen's `backButtonTitle`, that screen's title. The long-press
/// history menu always shows the highest-priority source that is set; the
/// button itself depends on the display mode and on the space it has.
public struct BackTitleRules: Hashable, Sendable {
  /// UIKit's `UINavigationItem.BackButtonDisplayMode`.
  public enum DisplayMode: String, Hashable, Sendable, CaseIterable {
    /// The source title; the generic title when it is too wide; then none.
    case `default`
    /// Always the generic title (a back item's own title still wins).
    case generic
    /// The chevron alone (a back item's own title still wins).
    case minimal
  }

  /// The previous screen's title.
  public var screenTitle: String?
  /// The previous screen's `backButtonTitle`.
  public var backButtonTitle: String?
  /// The title of the previous screen's back bar button item.
  public var backItemTitle: String?
  /// How the button chooses between the source title, the generic one and none.
  public var displayMode: DisplayMode
  /// What "Back" reads in the app's language.
  public var genericTitle: String

  /// Rules from the previous screen's titles; unset ones take no part.
  public init(
    screenTitle: String? = nil, backButtonTitle: String? = nil, backItemTitle: String? = nil,
    displayMode: DisplayMode = .default, genericTitle: String = "Back"
  ) {
    self.screenTitle = screenTitle
    self.backButtonTitle = backButtonTitle
    self.backItemTitle = backItemTitle
    self.displayMode = displayMode
    self.genericTitle = genericTitle
  }

  /// What the history menu shows: the highest-priority source that is set, else
  /// the generic title.
  public var historyTitle: String {
    backItemTitle ?? backButtonTitle ?? screenTitle ?? genericTitle
  }

  /// The titles the button may show, preferred first; the chevron alone
  /// (no title) comes after them all.
  public var candidates: [String] {
    if let backItemTitle { return [backItemTitle, genericTitle] }
    switch displayMode {
    case .default: return [historyTitle, genericTitle]
    case .generic: return [genericTitle]
    case .minimal: return []
    }
  }

  /// Every title given, for validation; the screen title is `.title`.
  public var givenTitles: [(field: RequestField, title: String)] {
    [
      (.title, screenTitle), (.backButtonTitle, backButtonTitle),
      (.backItemTitle, backItemTitle), (.genericTitle, genericTitle),
    ].compactMap { field, title in title.map { (field, $0) } }
  }

  /// The title the button shows: the first candidate that `fits`, else none ("").
  public func buttonTitle(fits: (String) -> Bool) -> String {
    candidates.first { $0.isEmpty || fits($0) } ?? ""
  }
}
