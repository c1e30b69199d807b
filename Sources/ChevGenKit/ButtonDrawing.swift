import ChevGenGeometry
import ChevGenStyles
import ChevGenText

/// One button ready to draw: the title UIKit's rules choose for it, the way it
/// reads, its art in any colours, and what its user should know.
///
/// Every command that draws a button (render, animate, preview, sheet, build)
/// makes one, so the title choice, the reading direction and the warnings have
/// a single home.
public struct ButtonDrawing {
  /// Makes the art for the chosen title's size, in any theme and direction.
  public let factory: ButtonArtFactory
  /// The titles the button chose from.
  public let titles: BackTitleRules
  /// The title shown: "" for none.
  public let title: String
  /// The shown title, shaped; nil for none.
  public let label: PangoLabel?
  /// The way the art faces.
  public var direction: LayoutDirection
  /// The label font's file, named in a missing-glyph warning.
  let fontFile: String

  /// Shapes, with `shape`, every title `titles` offers and keeps the first
  /// whose label size `fits` (UIKit falls back to the generic title, then to
  /// the chevron alone); faces `direction`, or else the way the text reads
  /// (see `textDirection`), else left to right.
  public init(
    factory: ButtonArtFactory, titles: BackTitleRules, font: FontChoice,
    direction: LayoutDirection? = nil,
    shape: (String, Double) throws(TextError) -> PangoLabel,
    fits: (Size) -> Bool = { _ in true }
  ) throws(TextError) {
    self.factory = factory
    self.titles = titles
    fontFile = font.file
    var shaped: [String: PangoLabel] = [:]
    if factory.drawsTitle {
      for title in titles.candidates where !title.isEmpty && shaped[title] == nil {
        shaped[title] = try shape(title, factory.maximumLabelWidth)
      }
    }
    let shown =
      factory.drawsTitle
      ? titles.buttonTitle { title in
        guard let label = shaped[title] else { return true }
        return fits(label.size)
      } : ""
    title = shown
    label = shown.isEmpty ? nil : shaped[shown]
    self.direction = .leftToRight
    self.direction = direction ?? textDirection ?? .leftToRight
  }

  /// The button `look` describes, drawn by `factory`, its titles shaped with
  /// `preload`'s shaper when it loaded the look's font. A button with a
  /// title loads its font even when no title is shown, so that a bad font
  /// file is refused whatever the display mode.
  static func make(
    _ look: ButtonLook, factory: ButtonArtFactory, titles: BackTitleRules,
    direction: LayoutDirection?, preload: ShaperPreload?, fits: (Size) -> Bool = { _ in true }
  ) throws(ChevGenError) -> ButtonDrawing {
    let font = look.font
    do throws(TextError) {
      let shaper = try ShaperPreload.shaper(from: preload, for: font, needed: factory.drawsTitle)
      return try ButtonDrawing(
        factory: factory, titles: look.titleRules(titles), font: font, direction: direction,
        shape: { title, width throws(TextError) in try shaper!.shape(title, maxWidth: width) },
        fits: fits)
    } catch { throw .text(error) }
  }

  /// The way the button's text reads: the shown title's, else, for a button
  /// that gave its title up for space, the source title's (a chevron-only
  /// button in an Arabic app still points right); nil for art without text.
  public var textDirection: LayoutDirection? {
    if let label { return label.direction }
    return factory.drawsTitle ? PangoTextShaper.baseDirection(of: titles.historyTitle) : nil
  }

  /// The art in `theme`'s colours.
  public func art(_ theme: ButtonTheme) -> any ButtonArt {
    factory.art(labelSize: label?.size ?? .zero, direction: direction, theme: theme)
  }

  /// What the user should know: a preferred title that did not fit `maxWidth`,
  /// a title cut short, characters the fonts cannot draw.
  public func warnings(maxWidth: Double?) -> [ButtonWarning] {
    var warnings: [ButtonWarning] = []
    if let maxWidth, let preferred = titles.candidates.first, preferred != title {
      warnings.append(.titleGaveWay(preferred: preferred, shown: title, maxWidth: maxWidth))
    }
    if let label, label.isEllipsized {
      warnings.append(.ellipsized(labelWidth: factory.maximumLabelWidth))
    }
    if let label, label.missingGlyphCount > 0 {
      warnings.append(.missingGlyphs(count: label.missingGlyphCount, fontFile: fontFile))
    }
    return warnings
  }
}
