import ChevGenGeometry
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// The one column a titled button stretches at: the first whole pixel of
/// plain background after the label's ink (before it, right to left), never
/// inside the caps, in each scale's own pixels.
@Suite struct StretchSliceTests {
  /// The classic back button's caps: 13 points on the chevron's side, 4 on the other.
  static let caps = EdgeInsets(top: 0, left: 13, bottom: 0, right: 4)

  /// English: 53 points wide, the label's ink (shadow included) ending at 44.6.
  /// The column is the pixel after the ink's last: ⌈44.6 × scale⌉.
  static let english: [(scale: Double, slice: StretchSlice)] = [
    (1, StretchSlice(left: 45, right: 7)),
    (1.5, StretchSlice(left: 67, right: 12)),
    (2, StretchSlice(left: 90, right: 15)),
    (3, StretchSlice(left: 134, right: 24)),
    (4, StretchSlice(left: 179, right: 32)),
  ]

  @Test(arguments: english)
  func leftToRightStretchesAfterTheLabel(scale: Double, slice: StretchSlice) {
    let found = StretchSlice.find(
      width: 53, capInsets: Self.caps, direction: .leftToRight, ink: 12.3...44.6, scale: scale)
    #expect(found == slice)
    // The column and both caps make the whole file: 80 pixels at 1.5x (79.5 covered).
    #expect(found.map { $0.left + 1 + $0.right } == Int((53 * scale).rounded(.up)))
  }

  /// Arabic: the chevron points right, so the caps are mirrored and the column
  /// is the pixel before the ink's first: ⌊8.4 × scale⌋ − 1.
  static let arabic: [(scale: Double, slice: StretchSlice)] = [
    (1, StretchSlice(left: 7, right: 44)),
    (1.5, StretchSlice(left: 11, right: 66)),
    (2, StretchSlice(left: 15, right: 88)),
    (3, StretchSlice(left: 24, right: 131)),
  ]

  @Test(arguments: arabic)
  func rightToLeftStretchesBeforeTheLabel(scale: Double, slice: StretchSlice) {
    #expect(
      StretchSlice.find(
        width: 52, capInsets: Self.caps.mirrored, direction: .rightToLeft, ink: 8.4...40,
        scale: scale) == slice)
  }

  /// Ink that ends (or starts) on a pixel edge leaves that edge's pixel clean.
  @Test func inkOnAPixelEdgeLeavesTheNextPixelFree() {
    #expect(
      StretchSlice.find(
        width: 53, capInsets: Self.caps, direction: .leftToRight, ink: 12...45, scale: 1)
        == StretchSlice(left: 45, right: 7))
    #expect(
      StretchSlice.find(
        width: 52, capInsets: Self.caps.mirrored, direction: .rightToLeft, ink: 8...40, scale: 1)
        == StretchSlice(left: 7, right: 44))
  }

  /// Without a label the column is the first pixel after the leading cap.
  @Test func withoutInkTheColumnIsBesideTheLeadingCap() {
    #expect(
      StretchSlice.find(
        width: 53, capInsets: Self.caps, direction: .leftToRight, ink: nil, scale: 1)
        == StretchSlice(left: 13, right: 39))
    #expect(
      StretchSlice.find(
        width: 53, capInsets: Self.caps.mirrored, direction: .rightToLeft, ink: nil, scale: 2)
        == StretchSlice(left: 79, right: 26))
  }

  /// Ink that reaches into the trailing cap leaves no plain column: nil, and
  /// the art does not stretch rather than stretch its title.
  @Test func noPlainColumnBeforeTheCapMeansNoSlice() {
    let last = StretchSlice.find(
      width: 53, capInsets: Self.caps, direction: .leftToRight, ink: 12...48, scale: 1)
    #expect(last == StretchSlice(left: 48, right: 4))
    #expect(
      StretchSlice.find(
        width: 53, capInsets: Self.caps, direction: .leftToRight, ink: 12...48.2, scale: 1) == nil)
    #expect(
      StretchSlice.find(
        width: 52, capInsets: Self.caps.mirrored, direction: .rightToLeft, ink: 5...40, scale: 1)
        == StretchSlice(left: 4, right: 47))
    #expect(
      StretchSlice.find(
        width: 52, capInsets: Self.caps.mirrored, direction: .rightToLeft, ink: 4.5...40, scale: 1)
        == nil)
  }

  /// Caps in fractional pixels round outwards, so the column never cuts into one.
  @Test func capsRoundOutwardsAtHalfScales() {
    // 13 points at 1.5x is 19.5 pixels: the cap takes 20, the column is the 21st.
    #expect(
      StretchSlice.find(
        width: 53, capInsets: Self.caps, direction: .leftToRight, ink: nil, scale: 1.5)
        == StretchSlice(left: 20, right: 59))
  }
}
