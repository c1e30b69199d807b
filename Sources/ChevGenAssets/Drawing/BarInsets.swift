import ChevGenManifest
import ChevGenStyles
import Synchronization

/// How far each glass button placed `leading` or `trailing` lies from its
/// edge of the screen: the edge's buttons in declaration order, outermost
/// first, 8 pt apart, as `ScreenModel` lays a bar's items out and
/// `chevgen preview` draws them.
///
/// A button's inset depends on the platters before it, whose widths depend
/// on their titles in the locale drawn: each edge's insets are worked out
/// once per locale, on first use, measuring every platter once.
final class BarInsets: Sendable {
  /// The width of `button`'s platter in `locale`, in points.
  typealias Measure = @Sendable (ManifestButton, AssetLocale?) throws(AssetError) -> Double

  private struct Key: Hashable {
    var edge: ScreenModel.Edge
    var locale: AssetLocale?
  }

  private let rows: [ScreenModel.Edge: [ManifestButton]]
  private let measure: Measure
  private let insets = Mutex<[Key: [String: Double]]>([:])

  /// The insets of `manifest`'s placed buttons, measured by `measure`.
  init(_ manifest: Manifest, measure: @escaping Measure) {
    var rows: [ScreenModel.Edge: [ManifestButton]] = [:]
    for button in manifest.buttons {
      guard let edge = Self.edge(of: button) else { continue }
      rows[edge, default: []].append(button)
    }
    self.rows = rows
    self.measure = measure
  }

  /// The edge `button` is placed on; nil for a point or no place.
  static func edge(of button: ManifestButton) -> ScreenModel.Edge? {
    switch button.place {
    case .leading: .leading
    case .trailing: .trailing
    case .at, nil: nil
    }
  }

  /// How far `button`'s platter lies from its edge in `locale`; 0 for a
  /// button not placed on an edge.
  func inset(of button: ManifestButton, locale: AssetLocale?) throws(AssetError) -> Double {
    guard let edge = Self.edge(of: button), let row = rows[edge] else { return 0 }
    let key = Key(edge: edge, locale: locale)
    if let found = insets.withLock({ $0[key]?[button.name] }) { return found }
    var widths: [Double] = []
    for item in row {
      widths.append(try measure(item, locale))
    }
    let first = ScreenModel.outerInset(back: row[0].role == .back)
    let table = Dictionary(
      zip(row.map(\.name), ScreenModel.insets(of: widths, first: first)),
      uniquingKeysWith: { first, _ in first })
    insets.withLock { $0[key] = table }
    return table[button.name] ?? 0
  }
}
