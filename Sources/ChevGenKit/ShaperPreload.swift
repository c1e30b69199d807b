import ChevGenSystem
import ChevGenText

/// A text shaper built on another core while the caller does other work.
///
/// Loading a font into fontconfig and Pango's first layout take about a
/// millisecond, and neither depends on the command line when the default font is
/// used, so the CLI starts this before it parses its arguments.
///
/// Pango objects may move between threads but must not be shared: the loading
/// thread alone touches the shaper until `wait()` has joined it, then only the
/// thread that created the preload does; `wait()` and `take(for:)` belong to it.
public final class ShaperPreload: @unchecked Sendable {
  /// The font the preload loads.
  public let choice: FontChoice
  private var result: Result<PangoTextShaper, TextError>?
  private var thread: HelperThread?

  /// Starts loading `choice` and shaping a sample label on another core.
  public init(_ choice: FontChoice = FontChoice()) {
    self.choice = choice
    thread = HelperThread { [self] in
      result = Result { () throws(TextError) -> PangoTextShaper in
        let shaper = try PangoTextShaper(font: choice)
        // Loads the face and fills Pango's and HarfBuzz's caches for the real label.
        _ = try shaper.shape("Back", maxWidth: nil)
        return shaper
      }
    }
  }

  /// Waits until the loading thread has finished; safe to call more than once.
  public func wait() {
    thread?.join()
    thread = nil
  }

  /// The preloaded shaper if `requested` is the font it loaded, else nil; hands
  /// the shaper over once.
  public func take(for requested: FontChoice) throws(TextError) -> PangoTextShaper? {
    // Waits even for another font, so two font set-ups never run at once.
    wait()
    guard requested == choice, let result else { return nil }
    self.result = nil
    return try result.get()
  }

  /// A shaper for `font` when `needed`: `preload`'s if it loaded that font,
  /// else a new one. Without need it returns nil once the preload is done, so
  /// that no font set-up runs beside the caller's work.
  public static func shaper(
    from preload: ShaperPreload?, for font: FontChoice, needed: Bool
  ) throws(TextError) -> PangoTextShaper? {
    guard needed else {
      preload?.wait()
      return nil
    }
    if let preloaded = try preload?.take(for: font) { return preloaded }
    return try PangoTextShaper(font: font)
  }
}
