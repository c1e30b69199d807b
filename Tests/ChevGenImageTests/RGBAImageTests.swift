import Testing

@testable import ChevGenImage

@Test func rejectsBuffersOfTheWrongLength() {
  #expect(RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 0]) == nil)
  #expect(RGBAImage(width: -1, height: 0, pixels: []) == nil)
  #expect(RGBAImage(width: 0, height: 0, pixels: []) != nil)
}

@Test func paddingAddsTransparentPixelsRightAndBelow() {
  let image = RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])!
  let padded = image.padded(width: 2, height: 2)
  #expect(padded.pixels == [1, 2, 3, 4] + [UInt8](repeating: 0, count: 12))
  #expect(image.padded(width: 1, height: 1) == image)
}

@Test func croppingCopiesTheRectangleAndPastingPutsItBack() {
  // 3×2 pixels numbered 0…5, one byte each channel.
  let image = RGBAImage(
    width: 3, height: 2, pixels: (0..<6).flatMap { [UInt8]($0 * 4..<$0 * 4 + 4) })!
  let corner = image.cropped(x: 1, y: 1, width: 2, height: 1)
  #expect(corner.width == 2 && corner.height == 1)
  #expect(corner.pixels == Array(16..<24))
  #expect(image.cropped(x: 0, y: 0, width: 3, height: 2) == image)
  var canvas = RGBAImage.transparent(width: 3, height: 2)
  #expect(canvas.pixels == [UInt8](repeating: 0, count: 24))
  canvas.paste(corner, x: 1, y: 1)
  #expect(canvas.pixels == [UInt8](repeating: 0, count: 16) + Array(16..<24))
}
