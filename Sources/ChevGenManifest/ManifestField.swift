import ChevGenFormat
import ChevGenStyles

/// Where a request field is written in a manifest: the one way from a field a
/// refusal names to the key path a manifest's author reads, as the command
/// line names the same field by its flag.
enum ManifestField {
  /// The key path of `field`: a key of the button at `button` (`buttons[2]`)
  /// for what a button sets, whose purpose is its `purposeKey` (`role` for
  /// back and close) and whose title is its `titleKey` (`title` or `titles`);
  /// else a key of the theme.
  static func keyPath(
    _ field: RequestField, button: String, purposeKey: String = "purpose",
    titleKey: String = "title"
  ) -> String {
    switch field {
    case .title: "\(button).\(titleKey)"
    case .purpose: "\(button).\(purposeKey)"
    case .width, .prominent: "\(button).\(field.rawValue)"
    case .backdropOrigin: "\(button).place"
    case .fallbackFont: "theme.fallback-fonts"
    default: "theme.\(field.rawValue)"
    }
  }

  /// The key that says what a button of `rules` is for: `role` for back and
  /// the ✕, `purpose` for an action.
  static func purposeKey(_ rules: StyleRules) -> String {
    rules.purpose == .back || rules.purpose == .close || rules.style == .close ? "role" : "purpose"
  }

  /// The field a theme's key sets, if the key is a field's.
  static func field(themeKey key: String) -> RequestField? {
    key == "fallback-fonts" ? .fallbackFont : RequestField(rawValue: key)
  }

  /// `text` with every field named by its key path, for the button at
  /// `button`; `found` names a field by where it was found instead (a
  /// colour under `theme.dark`).
  static func text(
    _ text: FieldText, button: String = "buttons[0]", purposeKey: String = "purpose",
    titleKey: String = "title", found: (field: RequestField, keyPath: String)? = nil
  ) -> String {
    text.text { field in
      if let found, found.field == field { return found.keyPath }
      return keyPath(field, button: button, purposeKey: purposeKey, titleKey: titleKey)
    }
  }
}
