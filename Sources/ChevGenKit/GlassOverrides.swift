import ChevGenStyles

/// The glass settings the user gave, beside the colours (`ColorOverrides`):
/// what a glass button is drawn over and how it is toned, each value nil or
/// empty when not given.
///
/// `look(for:)` resolves them for one appearance into the `GlassLook` the art
/// is drawn with, every value left out taking the glass default.
public struct GlassOverrides: Hashable, Sendable {
  /// The backdrop; nil for the appearance's system background (white in light,
  /// black in dark).
  public var backdrop: GlassBackdrop?
  /// Each appearance's own backdrop, which wins over `backdrop`: a dark
  /// screenshot for dark glass.
  public var backdrops: [Appearance: GlassBackdrop] = [:]
  /// Where the art lies on the backdrop: centred (the default; a preview's bar
  /// then lies under the status bar, see `ScreenModel`) or at a point.
  public var placement: BackdropPlacement
  /// Whose light or dark the glass follows: the appearance or the content
  /// under the platter; nil when not given (the appearance's).
  public var tone: GlassTone?
  /// The confirming action's tinted platter.
  public var prominent: Bool
  /// Regular, clear or tinted glass; nil when not given (regular).
  public var variant: GlassVariant?

  /// Glass over `backdrop` (nil: the system background) placed by
  /// `placement`, toned by `tone`, prominent or not; what is left out is not
  /// given, and the glass takes its default.
  public init(
    backdrop: GlassBackdrop? = nil, placement: BackdropPlacement = .centred,
    tone: GlassTone? = nil, prominent: Bool = false, variant: GlassVariant? = nil
  ) {
    self.variant = variant
    self.backdrop = backdrop
    self.placement = placement
    self.tone = tone
    self.prominent = prominent
  }

  /// Whether anything differs from the defaults, which only glass takes (a
  /// placement means nothing without a backdrop).
  public var isGiven: Bool {
    givesGlassLook || prominent
  }

  /// Whether a backdrop, a tone or a variant was given: what only the glass
  /// style draws with.
  public var givesGlassLook: Bool { hasBackdrop || tone != nil || variant != nil }

  /// Whether a backdrop is given, for one appearance or all.
  public var hasBackdrop: Bool { backdrop != nil || !backdrops.isEmpty }

  /// The backdrop given for `appearance`; nil for the system background.
  public func backdrop(for appearance: Appearance) -> GlassBackdrop? {
    backdrops[appearance] ?? backdrop
  }

  /// The glass look for `appearance`.
  public func look(for appearance: Appearance) -> GlassLook {
    GlassLook(
      appearance: appearance,
      backdrop: backdrop(for: appearance) ?? GlassLook.defaultBackdrop(for: appearance),
      placement: placement,
      tone: tone ?? .standard, prominent: prominent, variant: variant ?? .standard)
  }
}
