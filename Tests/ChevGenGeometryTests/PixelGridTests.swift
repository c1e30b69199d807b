import ChevGenGeometry
import Testing

@Test func coversPointsWithWholePixels() {
  #expect(PixelGrid(scale: 3).pixelsCovering(57) == 171)
  #expect(PixelGrid(scale: 3).pixelsCovering(12.2) == 37)
  #expect(PixelGrid(scale: 1.5).pixelsCovering(13) == 20)
  #expect(PixelGrid(scale: 2).snapUp(12.2) == 12.5)
}

@Test func snapsThicknessToWholePixelsAtLeastOne() {
  #expect(PixelGrid(scale: 1).snapThickness(1) == 1)
  #expect(PixelGrid(scale: 2).snapThickness(1) == 1)
  #expect(PixelGrid(scale: 1.5).snapThickness(1) == 2 / 1.5)
  #expect(PixelGrid(scale: 1).snapThickness(0.2) == 1)
}

@Test func knowsWhichValuesAreOnTheGrid() {
  #expect(PixelGrid(scale: 1.5).isAligned(58))
  #expect(!PixelGrid(scale: 1.5).isAligned(57))
  #expect(PixelGrid(scale: 2).isAligned(57.5))
}

@Test func convertsInsetsToPixelsRoundingOutwards() {
  let insets = EdgeInsets(top: 0, left: 13, bottom: 0, right: 4)
  #expect(insets.pixels(atScale: 3) == EdgeInsets(top: 0, left: 39, bottom: 0, right: 12))
  #expect(insets.pixels(atScale: 1.5) == EdgeInsets(top: 0, left: 20, bottom: 0, right: 6))
  #expect(insets.mirrored == EdgeInsets(top: 0, left: 4, bottom: 0, right: 13))
}
