import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles

/// One declared button: its name, its role and its title in each locale.
public struct ManifestButton: Hashable, Sendable {
  /// Where a glass button sits on the theme's backdrop: in the bar's row at
  /// its leading or trailing edge, or with its art's top-left corner at a
  /// point; the leading and trailing edges swap for right-to-left art.
  public enum Place: Hashable, Sendable {
    case leading
    case trailing
    case at(Point)
  }

  /// The asset name: `Back` becomes `Back.imageset`, `back.9.png` and `.chevgen-back`.
  public var name: String
  public var role: ButtonRole
  /// The title per locale identifier (`""` when the manifest has no locales);
  /// empty for art that draws no title.
  public var titles: [String: String]
  /// A fixed width in points for art that stretches.
  public var width: Double?
  /// Glass: the bar's confirming action, on a platter in the tint.
  public var prominent = false
  /// Glass: where the button sits on the backdrop; nil for centred.
  public var place: Place?
  /// Where `place` is written (line, then column), for a refusal the build
  /// finds once the backdrop is read; the button's own place when not given.
  public var placeLine = 0
  public var placeColumn = 0
  /// Where the button is declared, for messages about it.
  public var line: Int
  public var column: Int
  /// Its place in the manifest's list of buttons, counting those with problems.
  public var index: Int

  public init(
    name: String, role: ButtonRole, titles: [String: String] = [:], width: Double? = nil,
    line: Int = 0, column: Int = 0, index: Int = 0
  ) {
    self.name = name
    self.role = role
    self.titles = titles
    self.width = width
    self.line = line
    self.column = column
    self.index = index
  }

  /// `refusal`, about this button's `place`, as a problem of the manifest at
  /// `file`: found by the build once the backdrop is read, and located where
  /// `place` is written.
  public func placeProblem(_ refusal: FieldText, file: String) -> ManifestDiagnostic {
    let button = "buttons[\(index)]"
    return ManifestDiagnostic(
      file: file, line: placeLine, column: placeColumn,
      keyPath: ManifestField.keyPath(.backdropOrigin, button: button),
      message: ManifestField.text(refusal, button: button))
  }

  /// The title drawn for `locale`; nil when the art draws none.
  public func title(for locale: AssetLocale?) -> String? {
    titles[locale?.description ?? ""]
  }
}
