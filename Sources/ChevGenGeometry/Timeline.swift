/// The frames of an animation: how many, when, and how far along each one is.
public struct Timeline: Hashable, Sendable {
  /// Seconds from the first frame to the last.
  public var duration: Double
  /// Frames per second.
  public var framesPerSecond: Int
  public var curve: TimingCurve

  public init(duration: Double, framesPerSecond: Int, curve: TimingCurve) {
    self.duration = duration
    self.framesPerSecond = framesPerSecond
    self.curve = curve
  }

  /// The animation `chevgen animate` draws when given no timing options:
  /// 0.35 s, UIKit's navigation transition, at 60 frames a second.
  public static let standard = Timeline(duration: 0.35, framesPerSecond: 60, curve: .easeInOut)

  /// One frame's place in the animation.
  public struct Frame: Hashable, Sendable {
    public var index: Int
    /// Seconds since the start.
    public var time: Double
    /// The time as a fraction of the duration, 0 to 1.
    public var fraction: Double
    /// The curve's progress at that fraction, 0 at the first frame and 1 at the last.
    public var progress: Double
  }

  /// round(duration × fps) + 1: a frame at each end and one per interval.
  public var frameCount: Int {
    Int((duration * Double(framesPerSecond)).rounded()) + 1
  }

  /// Every frame, evenly spaced over the duration, so the first is at 0 and the
  /// last at exactly the duration.
  public var frames: [Frame] {
    let intervals = max(frameCount - 1, 1)
    return (0..<frameCount).map { index in
      let fraction = index == intervals ? 1 : Double(index) / Double(intervals)
      return Frame(
        index: index, time: fraction * duration, fraction: fraction,
        progress: curve.progress(at: fraction))
    }
  }
}
