import CDefaultFonts

/// A shipped font as a web page loads it, with the licence that must travel
/// with every copy: Inter Regular, in which the PNGs of the modern styles set
/// their titles (`FontChoice.titleFile`), for the stylesheet's live glass.
///
/// The bytes are the copy the program carries (`CarriedFonts`), the files in
/// `Sources/ChevGenText/Fonts`, so what a build writes does not depend on
/// which copy of the fonts this machine found.
public struct WebFont: Sendable {
  /// The shipped file's name.
  public let fileName: String
  /// CSS's `font-weight` of the face: what the file is, not what it is named.
  public let weight: Int
  /// The font file's bytes.
  public let bytes: [UInt8]
  /// The copyright notice and the licence (SIL OFL 1.1) as plain text.
  public let licence: [UInt8]

  /// Inter Regular 3.19, weight 400, and `LICENSE-Inter`.
  public static var interRegular: WebFont {
    WebFont(
      fileName: DefaultFonts.interName, weight: 400,
      bytes: CarriedFonts.bytes(chevgen_font_inter_regular),
      licence: CarriedFonts.bytes(chevgen_font_inter_licence))
  }
}
