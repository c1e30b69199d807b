/// What a bar button is for (`--purpose`): a back button, an action with a
/// predefined glyph, or an action with a localisable title.
public enum Purpose: String, CaseIterable, Hashable, Sendable {
  case back
  case add
  case edit
  case delete
  case search
  case share
  /// A ✕ that dismisses: the glyph beside back on iOS 26's bars.
  case close
  case done
  case save
  case cancel

  /// The glyph an action draws instead of a title.
  public var glyph: Glyph? {
    switch self {
    case .add: .add
    case .edit: .edit
    case .delete: .delete
    case .search: .search
    case .share: .share
    case .close: .close
    case .back, .done, .save, .cancel: nil
    }
  }

  /// The English title of a titled action, to be replaced by a localised one.
  public var defaultTitle: String? {
    switch self {
    case .done: "Done"
    case .save: "Save"
    case .cancel: "Cancel"
    case .back, .add, .edit, .delete, .search, .share, .close: nil
    }
  }
}
