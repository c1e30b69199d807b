import ChevGenFormat

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
  /// How the button chooses between the source title, the generic one and
  /// none; nil when not given (UIKit's default).
  public var displayMode: DisplayMode?
  /// What "Back" reads in the app's language; nil when not given ("Back").
  public var genericTitle: String?

  /// The generic title in effect.
  public var generic: String { genericTitle ?? "Back" }

  /// Whether a display mode or a generic title was given: how a back button
  /// chooses its title, which only back buttons do.
  public var choosesTitle: Bool { displayMode != nil || genericTitle != nil }

  /// Rules from the previous screen's titles; unset ones take no part.
  public init(
    screenTitle: String? = nil, backButtonTitle: String? = nil, backItemTitle: String? = nil,
    displayMode: DisplayMode? = nil, genericTitle: String? = nil
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
    backItemTitle ?? backButtonTitle ?? screenTitle ?? generic
  }

  /// The titles the button may show, preferred first; the chevron alone
  /// (no title) comes after them all.
  public var candidates: [String] {
    if let backItemTitle { return [backItemTitle, generic] }
    switch displayMode ?? .default {
    case .default: return [historyTitle, generic]
    case .generic: return [generic]
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

  /// The fields given: every title and the display mode.
  public var givenFields: Set<RequestField> {
    Set(givenTitles.map(\.field) + (displayMode == nil ? [] : [.displayMode]))
  }

  /// The title the button shows: the first candidate that `fits`, else none ("").
  public func buttonTitle(fits: (String) -> Bool) -> String {
    candidates.first { $0.isEmpty || fits($0) } ?? ""
  }
}
