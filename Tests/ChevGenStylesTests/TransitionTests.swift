import ChevGenGeometry
import ChevGenStyles
import Testing

/// A stand-in label: a filled box of the label's size (the real glyphs come from Pango).
private func end(
  _ style: ButtonStyleKind, _ purpose: Purpose = .back, labelWidth: Double,
  scales: [Double] = [1, 2, 3]
) -> TransitionEnd {
  let size = labelWidth > 0 ? Size(width: labelWidth, height: 14) : .zero
  return TransitionEnd(
    factory: ButtonArtFactory(style: style, purpose: purpose, scales: scales),
    label: labelWidth > 0 ? Path(rect: Rect(x: 0, y: 0, width: labelWidth, height: 14)) : nil,
    labelSize: size, theme: .standard(for: style, appearance: .light))
}

private func frames(_ curve: TimingCurve = .easeInOut) -> [Timeline.Frame] {
  Timeline(duration: 0.35, framesPerSecond: 60, curve: curve).frames
}

@Test(arguments: [ButtonState.normal, .highlighted, .disabled])
func endFramesAreTheStaticButtons(state: ButtonState) {
  let pause = end(.classic, labelWidth: 40)
  let menu = end(.classic, labelWidth: 30)
  let transition = Transition(from: pause, to: menu, state: state, direction: .leftToRight)
  let all = frames()
  for scale in [1.0, 2, 3] {
    let first = transition.frame(all.first!, scale: scale).scene
    let last = transition.frame(all.last!, scale: scale).scene
    let start = pause.naturalArt(direction: .leftToRight)
    let finish = menu.naturalArt(direction: .leftToRight)
    #expect(transition.canvasSize == start.size)
    #expect(first == start.scene(label: pause.label, state: state, scale: scale))
    // The narrower end sits at the canvas's origin, so its items are the same too.
    #expect(last.items == finish.scene(label: menu.label, state: state, scale: scale).items)
  }
}

@Test func canvasHoldsBothButtons() {
  let transition = Transition(
    from: end(.plain, labelWidth: 20), to: end(.classic, labelWidth: 60), state: .normal,
    direction: .leftToRight)
  // Plain: 8 + 13 + 6 + 20 + 8 = 55 wide, 44 high; classic: 60 + 20 wide, 30 high.
  #expect(transition.canvasSize == Size(width: 80, height: 44))
  let art = end(.classic, labelWidth: 60).naturalArt(direction: .leftToRight)
  #expect(transition.origin(of: art, scale: 2) == Point(x: 0, y: 7))
  let rtl = Transition(
    from: end(.plain, labelWidth: 20), to: end(.classic, labelWidth: 60), state: .normal,
    direction: .rightToLeft)
  let plain = end(.plain, labelWidth: 20).naturalArt(direction: .rightToLeft)
  #expect(rtl.origin(of: plain, scale: 1) == Point(x: 25, y: 0))
}

@Test(arguments: TimingCurve.allCases)
func widthMovesOneWayOnPixels(curve: TimingCurve) {
  for (fromWidth, toWidth) in [(60.0, 24.0), (10.0, 90.0)] {
    let transition = Transition(
      from: end(.classic, labelWidth: fromWidth), to: end(.classic, labelWidth: toWidth),
      state: .normal, direction: .leftToRight)
    for scale in [1.0, 1.5, 2, 3] {
      let widths = frames(curve).map { transition.frame($0, scale: scale).buttonWidth }
      #expect(widths.first == fromWidth + 20)
      #expect(widths.last == toWidth + 20)
      for (a, b) in zip(widths, widths.dropFirst()) {
        #expect(fromWidth > toWidth ? b <= a : b >= a, "\(curve) at \(scale)x")
      }
      for width in widths {
        #expect((width * scale).rounded() == width * scale, "\(width) at \(scale)x")
      }
    }
  }
}

@Test func labelsCrossFadeOverTheirWindowsOnOneBackground() {
  let transition = Transition(
    from: end(.capsule, labelWidth: 40), to: end(.capsule, labelWidth: 30), state: .normal,
    direction: .leftToRight)
  for frame in frames(.linear) {
    let drawn = transition.frame(frame, scale: 2)
    #expect(drawn.sharesBackground)
    #expect(drawn.outgoingOpacity == CrossFade.outgoingLabelOpacity(at: frame.fraction))
    #expect(drawn.incomingOpacity == CrossFade.incomingLabelOpacity(at: frame.fraction))
    // The platter and chevron are drawn once: no layer fades them.
    let groups = drawn.scene.items.filter {
      if case .group = $0 { return true } else { return false }
    }
    let fading = drawn.outgoingOpacity > 0 && drawn.outgoingOpacity < 1 ? 1 : 0
    let rising = drawn.incomingOpacity > 0 && drawn.incomingOpacity < 1 ? 1 : 0
    #expect(groups.count == fading + rising, "at \(frame.fraction)")
  }
}

@Test func differentButtonsFadeAsWholes() {
  let transition = Transition(
    from: end(.classic, labelWidth: 40), to: end(.close, labelWidth: 0), state: .normal,
    direction: .leftToRight)
  for frame in frames(.linear) {
    let drawn = transition.frame(frame, scale: 1)
    #expect(!drawn.sharesBackground)
    #expect(drawn.incomingOpacity == CrossFade.incomingButtonOpacity(at: frame.fraction))
    #expect(drawn.outgoingOpacity + drawn.incomingOpacity == 1)
  }
  let close = end(.close, labelWidth: 0).naturalArt(direction: .leftToRight)
  let last = transition.frame(frames().last!, scale: 1).scene
  #expect(last.items == close.scene(label: nil, state: .normal, scale: 1).items)
}

@Test func rightToLeftKeepsTheChevronOnTheRightEdge() {
  let transition = Transition(
    from: end(.plain, labelWidth: 40), to: end(.plain, labelWidth: 20), state: .normal,
    direction: .rightToLeft)
  for frame in frames() {
    let drawn = transition.frame(frame, scale: 2)
    #expect(drawn.sharesBackground)
    // The chevron is mirrored about the whole canvas, drawn once, not moved.
    guard case .mirrored(let width, _) = drawn.scene.items.first else {
      Issue.record("expected the mirrored chevron first")
      return
    }
    #expect(width == transition.canvasSize.width)
  }
}
