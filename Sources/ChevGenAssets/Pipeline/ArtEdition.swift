import ChevGenGeometry
import ChevGenManifest

/// One edition of a button's art, which a build draws as a unit: in a locale
/// or unlocalised, facing a forced way or the way its text reads, with its
/// title or without.
///
/// In chevgen's code "variant" is only glass's (`GlassVariant`). What the
/// build writes keeps its own word for an edition, which readers depend on:
/// `index.json`'s key `variant` for its kind, the generated Swift's `Variant`.
struct ArtEdition: Hashable, Sendable {
  /// What the drawing is for.
  enum Kind: String, Hashable, Sendable {
    /// The art as the catalog, the stylesheet and baked Android show it.
    case art
    /// A locale's back button facing against its script (an English title
    /// with the chevron pointing right): the catalog's art for the other
    /// layout direction, so that the system never mirrors a title, and
    /// Android's `-ldrtl` (or `-ldltr`) fallback for languages it lacks.
    case reversed
    /// Android's art without its title, which the platform draws from `strings.xml`.
    case textless
  }

  var locale: AssetLocale?
  /// The way the art is made to face; nil for the way its text reads.
  var direction: LayoutDirection?
  var kind: Kind

  init(_ locale: AssetLocale?, _ direction: LayoutDirection?, _ kind: Kind = .art) {
    self.locale = locale
    self.direction = direction
    self.kind = kind
  }

  /// `Back de - reversed`: how the state names the unit. The art keeps the
  /// three words earlier versions wrote.
  func id(_ name: String) -> String {
    let words = [name, locale?.description ?? "-", direction?.rawValue ?? "-"]
    return (kind == .art ? words : words + [kind.rawValue]).joined(separator: " ")
  }

  /// Every drawing of `button`: titled art per locale, and for a back button
  /// each locale reversed when a writer needs it (the catalog, baked
  /// Android's fallback); untitled or unlocalised art once, or once per
  /// direction for the back chevron; and textless art when a platform draws
  /// the title.
  static func all(of button: ManifestButton, _ layout: AssetLayout) -> [ArtEdition] {
    let manifest = layout.manifest
    let back = button.role == .back
    let directions: [LayoutDirection?] = back ? [.leftToRight, .rightToLeft] : [nil]
    var editions: [ArtEdition]
    if !button.titles.isEmpty && !manifest.locales.isEmpty {
      editions = []
      for locale in manifest.locales {
        editions.append(ArtEdition(locale, nil))
        if back && layout.needsReversedArt(of: button, in: locale) {
          editions.append(
            ArtEdition(locale, locale.isRightToLeft ? .leftToRight : .rightToLeft, .reversed))
        }
      }
    } else {
      editions = directions.map { ArtEdition(nil, $0) }
    }
    if layout.platformDrawsTitle(button) {
      editions += directions.map { ArtEdition(nil, $0, .textless) }
    }
    return editions
  }
}
