import ChevGenGeometry
import ChevGenStyles
import Testing

@Test(arguments: [
  (0.35, 60, 22), (0.35, 24, 9), (0.35, 30, 12), (1.0, 1, 2), (0.5, 240, 121), (0.01, 60, 2),
])
func frameCountIsRoundedIntervalsPlusOne(duration: Double, fps: Int, count: Int) {
  let timeline = Timeline(duration: duration, framesPerSecond: fps, curve: .linear)
  #expect(timeline.frameCount == count)
  #expect(timeline.frames.count == count)
}

@Test func framesSpanTheDurationEvenly() {
  let timeline = Timeline(duration: 0.35, framesPerSecond: 24, curve: .easeInOut)
  let frames = timeline.frames
  #expect(frames.first?.time == 0)
  #expect(frames.last?.time == 0.35)
  #expect(frames.last?.fraction == 1)
  #expect(frames.last?.progress == 1)
  #expect(frames.map(\.index) == Array(0..<9))
  for frame in frames {
    #expect(abs(frame.fraction - Double(frame.index) / 8) < 1e-15)
    #expect(frame.progress == TimingCurve.easeInOut.progress(at: frame.fraction))
  }
}

@Test func crossFadeWindowsOverlapInTheMiddle() {
  #expect(CrossFade.outgoingLabelOpacity(at: 0) == 1)
  #expect(abs(CrossFade.outgoingLabelOpacity(at: 0.35) - 0.5) < 1e-12)
  #expect(CrossFade.outgoingLabelOpacity(at: 0.7) == 0)
  #expect(CrossFade.outgoingLabelOpacity(at: 0.9) == 0)
  #expect(CrossFade.incomingLabelOpacity(at: 0.3) == 0)
  #expect(abs(CrossFade.incomingLabelOpacity(at: 0.65) - 0.5) < 1e-12)
  #expect(CrossFade.incomingLabelOpacity(at: 1) == 1)
  #expect(CrossFade.incomingButtonOpacity(at: 0.29) == 0)
  #expect(abs(CrossFade.incomingButtonOpacity(at: 0.5) - 0.5) < 1e-12)
  #expect(CrossFade.incomingButtonOpacity(at: 0.71) == 1)
  // Both labels show together only between 30% and 70%.
  for step in 0...100 {
    let t = Double(step) / 100
    let both =
      CrossFade.outgoingLabelOpacity(at: t) > 0 && CrossFade.incomingLabelOpacity(at: t) > 0
    #expect(both == (t > 0.3 && t < 0.7), "at \(t)")
  }
}
