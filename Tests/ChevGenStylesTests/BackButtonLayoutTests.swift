import ChevGenGeometry
import ChevGenStyles
import Testing

private let menu = Size(width: 37.166015625, height: 13.96875)

@Test func capInsetsHoldThePointAndTheCorners() {
  for scales in [[1.0], [2], [3], [1, 2, 3], [1.5]] {
    let layout = BackButtonLayout(labelSize: menu, scales: scales)
    #expect(layout.capInsets == EdgeInsets(top: 0, left: 13, bottom: 0, right: 4))
  }
}

@Test func widthIsLabelPlusInsetsRoundedUpToWholePoints() {
  let layout = BackButtonLayout(labelSize: menu, scales: [1, 2, 3])
  #expect(layout.size == Size(width: 58, height: 30))
}

@Test func halfScalesGetAnEvenWidth() {
  #expect(BackButtonLayout(labelSize: menu, scales: [1.5]).size.width == 58)
  let odd = Size(width: 36.5, height: 14)
  #expect(BackButtonLayout(labelSize: odd, scales: [1, 2]).size.width == 57)
  #expect(BackButtonLayout(labelSize: odd, scales: [1, 1.5]).size.width == 58)
}

@Test func emptyLabelGetsTheInsetsOrTheMinimumArt() {
  let layout = BackButtonLayout(labelSize: .zero, scales: [1, 2, 3])
  #expect(BackButtonLayout.minimumWidth(capInsets: layout.capInsets) == 18)
  #expect(layout.size.width == 20)
}

@Test func labelIsCentredInTheContentArea() {
  let layout = BackButtonLayout(labelSize: menu, scales: [1])
  // Content area: x 12…50 (58 − 8), y 6…24.
  #expect(layout.labelFrame.minX == 12 + (38 - menu.width) / 2)
  #expect(layout.labelFrame.minY == 6 + (18 - menu.height) / 2)
  #expect(layout.labelFrame.size == menu)
  let wide = BackButtonLayout(labelSize: menu, fixedWidth: 120, scales: [1])
  #expect(wide.size.width == 120)
  #expect(wide.labelFrame.minX == 12 + (100 - menu.width) / 2)
}

@Test func labelWidthForAButtonWidth() {
  #expect(BackButtonLayout.labelWidth(forButtonWidth: 320) == 300)
  #expect(BackButtonLayout.labelWidth(forButtonWidth: 10) == 0)
}

@Test func pixelGridCheckForFixedWidths() {
  #expect(BackButtonLayout.isOnPixelGrid(width: 57, scales: [1, 2, 3]))
  #expect(!BackButtonLayout.isOnPixelGrid(width: 57.5, scales: [2]))
  #expect(!BackButtonLayout.isOnPixelGrid(width: 57, scales: [1.5]))
  #expect(BackButtonLayout.snappedWidth(57.01, scales: [1.5]) == 58)
}
