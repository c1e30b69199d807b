import ChevGenGeometry

/// What a button of one style and purpose accepts: the one table of which look
/// options each style and purpose uses, which `render`, `animate`, `preview`
/// and the manifest all consult, so that a rule is decided in one place and
/// each front end only phrases the finding in its own words.
///
/// The close style is the ✕, the dismiss button: dismissing is its only
/// purpose, so it takes no other and its `purpose` is `.back`, the purpose of
/// every button that is no action.
public struct StyleRules: Hashable, Sendable {
  /// A look option that only some styles or purposes use, in the order the
  /// findings about them are reported.
  public enum Option: CaseIterable, Hashable, Sendable {
    /// The text shadow's colour and offset (classic's embossed title).
    case shadow
    /// A fixed width, for a background that stretches.
    case width
    /// The title shown: a back button's screen title or an action's own.
    case title
    /// A back button's own titles, which UIKit prefers to the screen title.
    case backTitles
    /// The display mode and the generic title: how UIKit chooses a back title.
    case titleChoice
    /// The label font: its file, fallbacks and size.
    case font
    /// The most room a back title may take before a shorter one is chosen.
    case maxWidth
    /// The platter's colour: the filled shape behind a capsule or the ✕.
    case platter
    /// The colour a disabled button's chevron, glyph or title takes.
    case disabledColor
    /// What glass is drawn over and whose tone it follows.
    case glass
    /// The tinted platter of a bar's confirming action.
    case prominent
  }

  /// Why a style and purpose cannot take what they are given.
  public enum Conflict: Hashable, Sendable {
    /// The close style is the ✕, whose only purpose is dismissing.
    case closeTakesNoPurpose
    /// `option` belongs to UIKit's back-title rules, which only back buttons follow.
    case backButtonsOnly(Option)
    /// The purpose draws its glyph in place of a title, so `option` has nothing to set.
    case glyphHasNoTitle(Option)
    /// Minimal draws glyphs alone, and the purpose (Done, Save…) needs its title.
    case titledActionInMinimal
    /// The style draws no title (the chevron alone or the ✕), so `option` has nothing to set.
    case styleHasNoTitle(Option)
    /// Only classic draws a text shadow.
    case noShadow
    /// The art has no background that stretches, so it has no width to set.
    case noStretch
    /// Only a capsule and the ✕ have a platter.
    case noPlatter
    /// Classic fades a disabled button to half opacity rather than recolouring
    /// it, and glass dims its glyph.
    case noDisabledColor
    /// Only glass has a backdrop and a tone.
    case noGlass
    /// Only a glass action (not back) can be the prominent one.
    case prominentIsForGlassActions
  }

  public var style: ButtonStyleKind
  public var purpose: Purpose

  public init(style: ButtonStyleKind, purpose: Purpose = .back) {
    self.style = style
    self.purpose = purpose
  }

  /// The ✕: the close style, whose only purpose is dismissing.
  public static let close = StyleRules(style: .close)

  /// What the button is: the ✕ for the close style, else a back button or an action.
  public var role: ButtonRole {
    if style == .close { return .close }
    return purpose == .back ? .back : .action(purpose)
  }

  /// Whether `style` can dress every button of a bar or a theme: all but
  /// close, which is the ✕ alone.
  public static func isSharedLook(_ style: ButtonStyleKind) -> Bool {
    style != .close
  }

  /// Whether the art draws a title: the style has room for one (not the bare
  /// chevron, not the ✕) and the purpose shows a title, not a glyph.
  public var drawsTitle: Bool {
    styleDrawsTitle && purpose.glyph == nil
  }

  /// Whether the platform draws the button's background itself, live over
  /// whatever scrolls behind it: iOS 26's Liquid Glass. An app then needs
  /// only what the glass is drawn from (the glyph or the title, and the glass
  /// configuration), since a platter baked over a backdrop freezes one moment
  /// of the screen; outputs where nothing draws glass (the web, Android,
  /// previews) take the baked art.
  public var platformDrawsGlass: Bool { style == .glass }

  /// Whether the art is drawn over what lies behind it, a backdrop it
  /// blurs and bends: where it sits on that backdrop then matters (a place
  /// wholly off it is refused), and a bar of it has no fill of its own but
  /// the content beneath. Glass.
  public var drawsOverBackdrop: Bool { style == .glass }

  /// Whether a stylesheet also draws the background live, with
  /// `backdrop-filter` over the page's own content, in classes beside the
  /// baked art's (with their lens filter and title font): no browser draws
  /// glass itself, so the page's own content can be under it only this way.
  public var stylesheetDrawsGlass: Bool { style == .glass }

  /// How far the art reaches past the button's own box, where its shadows
  /// fall: glass's margins around its platter, which buttons beside it may
  /// overlap; none for the other styles, whose box is the whole image.
  public var overhang: EdgeInsets {
    style == .glass ? GlassButton.margins : EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Whether the button sits on a 44 pt platter (a capsule, glass), which
  /// makes a bar's row of them taller than a row of bare glyphs and titles.
  public var sitsOnPlatter: Bool { style == .capsule || style == .glass }

  /// Whether the art has a background that stretches between cap insets:
  /// classic always; a capsule unless it is a glyph's circle; glass for a
  /// titled action.
  public var stretches: Bool {
    switch style {
    case .classic: true
    case .capsule: purpose.glyph == nil
    case .glass: purpose.glyph == nil && purpose != .back
    case .plain, .minimal, .close: false
    }
  }

  /// Whether the style and purpose use `option`.
  public func accepts(_ option: Option) -> Bool {
    switch option {
    case .shadow: style == .classic
    case .width: stretches
    case .title, .font: drawsTitle
    case .backTitles, .maxWidth: purpose == .back && drawsTitle
    case .titleChoice: purpose == .back
    case .platter: style == .capsule || style == .close
    case .disabledColor: style != .classic && style != .glass
    case .glass: style == .glass
    case .prominent: style == .glass && purpose != .back
    }
  }

  /// What is wrong with the style and purpose together, whatever the options.
  public var conflict: Conflict? {
    if style == .close, purpose != .back { return .closeTakesNoPurpose }
    if style == .minimal, purpose != .back, purpose.glyph == nil { return .titledActionInMinimal }
    return nil
  }

  /// Every conflict of the style and purpose with `options`, in the order a
  /// reader meets them: what the button is for, then what the style draws.
  public func conflicts(_ options: Set<Option>) -> [Conflict] {
    let found =
      [conflict].compactMap { $0 }
      + Option.allCases.filter(options.contains).compactMap(conflict(with:))
    return (0...4).flatMap { rank in found.filter { $0.rank == rank } }
  }

  /// Why `option` is not accepted, or nil if it is.
  public func conflict(with option: Option) -> Conflict? {
    guard !accepts(option) else { return nil }
    switch option {
    case .shadow: return .noShadow
    case .width: return .noStretch
    case .platter: return .noPlatter
    case .disabledColor: return .noDisabledColor
    case .glass: return .noGlass
    case .prominent: return .prominentIsForGlassActions
    case .backTitles, .titleChoice, .maxWidth:
      return purpose == .back ? .styleHasNoTitle(option) : .backButtonsOnly(option)
    case .title, .font:
      return purpose.glyph == nil ? .styleHasNoTitle(option) : .glyphHasNoTitle(option)
    }
  }

  private var styleDrawsTitle: Bool {
    style != .minimal && style != .close && !(style == .glass && purpose == .back)
  }
}

extension StyleRules.Conflict {
  /// Where the conflict is reported: the purpose's own conflicts first, then
  /// the options it rules out, then the style's.
  fileprivate var rank: Int {
    switch self {
    case .closeTakesNoPurpose: 0
    case .backButtonsOnly: 1
    case .glyphHasNoTitle: 2
    case .titledActionInMinimal: 3
    case .styleHasNoTitle, .noShadow, .noStretch, .noPlatter, .noDisabledColor, .noGlass,
      .prominentIsForGlassActions:
      4
    }
  }
}
