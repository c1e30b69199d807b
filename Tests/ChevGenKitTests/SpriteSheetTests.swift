import ChevGenImage
import ChevGenPNG
import Testing

@testable import ChevGenKit

/// A 3 × 2 frame whose every byte says which frame and pixel it is.
private func frame(_ number: Int) -> RGBAImage {
  RGBAImage(
    width: 3, height: 2,
    pixels: (0..<24).map { UInt8(truncatingIfNeeded: number * 37 + $0 * 11) })!
}

@Test func aSheetIsItsFramesPastedIntoAGridRowByRow() throws {
  // Seven frames on three columns: the third row has two empty cells.
  let frames = (0..<7).map(frame)
  let sheet = SpriteSheet(frames: frames, columns: 3)
  var expected = RGBAImage.transparent(width: 9, height: 6)
  for (index, frame) in frames.enumerated() {
    expected.paste(frame, x: index % 3 * 3, y: index / 3 * 2)
  }
  #expect(try sheet.png() == PNGEncoder.encode(expected))
  #expect(try PNGDecoder.decode(sheet.png()) == expected)
  #expect(sheet.rects.map(\.x) == [0, 3, 6, 0, 3, 6, 0])
  #expect(sheet.rects.map(\.y) == [0, 0, 0, 2, 2, 2, 4])
  #expect(sheet.rects.allSatisfy { $0.width == 3 && $0.height == 2 })
}

@Test func aFullGridHasNoEmptyCell() throws {
  let frames = (0..<4).map(frame)
  var expected = RGBAImage.transparent(width: 6, height: 4)
  for (index, frame) in frames.enumerated() {
    expected.paste(frame, x: index % 2 * 3, y: index / 2 * 2)
  }
  #expect(try SpriteSheet(frames: frames, columns: 2).png() == PNGEncoder.encode(expected))
}

@Test func framesAreDrawnInRunsThatShareTheCoresOut() {
  #expect(AnimationRenderer.framesPerRun(frameCount: 601, cores: 2) == 8)
  #expect(AnimationRenderer.framesPerRun(frameCount: 22, cores: 2) == 2)
  #expect(AnimationRenderer.framesPerRun(frameCount: 5, cores: 2) == 1)
  #expect(AnimationRenderer.framesPerRun(frameCount: 601, cores: 64) == 2)
}
