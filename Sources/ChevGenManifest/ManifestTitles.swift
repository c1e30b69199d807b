import ChevGenFormat
import ChevGenStyles
import ChevGenSystem
import Yams

/// The titles of one button: `title`, one for every locale, or `titles`, one
/// per declared locale; none for art that draws no title.
///
/// An action with a title of its own (done, save, cancel) may leave English
/// locales out: its English title is the one UIKit shows.
struct ManifestTitles {
  /// The button's key path, `buttons[2]`.
  let keyPath: String
  let role: ButtonRole
  /// What the button's art, its style and purpose, accepts.
  let rules: StyleRules
  let locales: [AssetLocale]

  /// The title per locale identifier (`""` alone without locales); empty for
  /// art that draws no title; nil when a problem is reported.
  func read(
    _ button: Node, title: Node?, titles: Node?, reader: inout ManifestReader
  ) -> [String: String]? {
    let given = title ?? titles
    let givenKey = title != nil ? "title" : "titles"
    if let conflict = rules.conflicts(given == nil ? [] : [.title]).first {
      reader.report(
        given ?? button, given == nil ? keyPath : "\(keyPath).\(givenKey)",
        refusal(conflict, titleKey: givenKey))
      return nil
    }
    guard rules.drawsTitle else { return [:] }
    if title != nil, let titles {
      reader.report(titles, "\(keyPath).titles", "give title or titles, not both")
      return nil
    }
    if let title {
      guard
        let text = Self.checkedTitle(
          title, "\(keyPath).title", back: role == .back, reader: &reader)
      else {
        return nil
      }
      return everyLocale(text)
    }
    guard let titles else { return defaultTitles(button, reader: &reader) }
    return titlesByLocale(titles, reader: &reader)
  }

  /// `text` as the title of every locale.
  private func everyLocale(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for locale in locales.isEmpty ? [""] : locales.map(\.description) {
      result[locale] = text
    }
    return result
  }

  /// Without a title, a titled action's English title serves when every
  /// locale is English; any other art that draws a title needs one.
  private func defaultTitles(_ button: Node, reader: inout ManifestReader) -> [String: String]? {
    if let fallback = rules.purpose.defaultTitle, locales.allSatisfy(\.isEnglish) {
      return everyLocale(fallback)
    }
    reader.report(
      button, keyPath,
      "a \(role.name) button in the \(rules.style.rawValue) style draws a title; add title: …"
        + (locales.isEmpty ? "" : " or titles: {\(locales[0]): …}"))
    return nil
  }

  /// `titles` by locale: every key a declared locale, and every declared
  /// locale given a title (or, if English, the action's own).
  private func titlesByLocale(_ node: Node, reader: inout ManifestReader) -> [String: String]? {
    let keyPath = "\(self.keyPath).titles"
    guard !locales.isEmpty else {
      reader.report(
        node, keyPath,
        "titles are per locale, and no locales are declared; add locales: […] or write title: …")
      return nil
    }
    guard
      let entries = reader.entries(node, keyPath, allowed: nil, what: "titles by locale"),
      var result = declaredTitles(entries, keyPath, reader: &reader)
    else { return nil }
    for locale in locales where result[locale.description] == nil {
      if let fallback = rules.purpose.defaultTitle, locale.isEnglish {
        result[locale.description] = fallback
        continue
      }
      reader.report(
        node, keyPath,
        "no title for locale '\(locale)'; add \(locale): … (every declared locale needs one)")
      return nil
    }
    return result
  }

  /// The titles given, each under a declared locale; nil when any is not.
  private func declaredTitles(
    _ entries: [(key: String, keyNode: Node, value: Node)], _ keyPath: String,
    reader: inout ManifestReader
  ) -> [String: String]? {
    let declared = ManifestReader.clipped(locales.map(\.description).joined(separator: ", "))
    let declaredSet = Set(locales)
    var result: [String: String] = [:]
    var valid = true
    for (key, keyNode, value) in entries {
      guard let locale = AssetLocale(key), declaredSet.contains(locale) else {
        reader.report(
          keyNode, ManifestReader.join(keyPath, key),
          "\(ManifestReader.quote(key)) is not a declared locale (\(declared)); add it to locales or drop this title"
        )
        valid = false
        continue
      }
      if let text = Self.checkedTitle(
        value, "\(keyPath).\(key)", back: role == .back, reader: &reader)
      {
        result[locale.description] = text
      } else {
        valid = false
      }
    }
    return valid ? result : nil
  }

  /// Whether `scalar` draws nothing: a space or an invisible format character.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
  }

  /// The title at `node` when it can be drawn on a one-line label; nil
  /// (reported) otherwise. `back` says the button could be the chevron alone.
  static func checkedTitle(
    _ node: Node, _ keyPath: String, back: Bool, reader: inout ManifestReader
  ) -> String? {
    guard let text = reader.string(node, keyPath, example: "Back") else { return nil }
    // Art with an empty (or invisible) title would be drawn per locale, identical each time.
    guard text.unicodeScalars.contains(where: { !Self.isInvisible($0) }) else {
      reader.report(
        node, keyPath,
        (text.isEmpty ? "is empty" : "has no visible character")
          + "; give the title\(back ? ", or use style minimal for the chevron alone" : "")")
      return nil
    }
    do throws(TitleCheck.Problem) {
      try TitleCheck.validate(text)
    } catch {
      guard case .unprintable(let scalar, let position) = error else {
        reader.report(node, keyPath, error.description + "; shorten it")
        return nil
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      reader.report(
        node, keyPath,
        "the title has U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) at "
          + "character \(position), which cannot be drawn on a one-line label; remove it")
      return nil
    }
    // Not text: XML (strings.xml) cannot hold U+FFFE or U+FFFF, nor Swift's `\u{}` U+FDD0 to U+FDEF.
    if let (offset, scalar) = text.unicodeScalars.enumerated().first(where: {
      $0.element.properties.isNoncharacterCodePoint
    }) {
      reader.report(
        node, keyPath,
        "the title has \(HiddenScalar.codePoint(scalar)) at character \(offset + 1), a "
          + "noncharacter (Unicode's, for programs' own use, not text); remove it")
      return nil
    }
    return text
  }

  /// The style table's words for `conflict`, naming this button's keys.
  private func refusal(_ conflict: StyleRules.Conflict, titleKey: String) -> String {
    let subject = StyleRefusal.Subject(style: rules.style, purpose: rules.purpose)
    return ManifestField.text(
      StyleRefusal.text(conflict, subject, given: [.title]), button: keyPath,
      purposeKey: ManifestField.purposeKey(rules), titleKey: titleKey)
  }
}
