/// One drawn frame of a transition and the values that made it.
public struct TransitionFrame: Sendable {
  /// The frame on the transition's canvas.
  public var scene: Scene
  /// The width the morphing button has in this frame, in points.
  public var buttonWidth: Double
  /// The outgoing label's opacity (the outgoing button's when the backgrounds differ).
  public var outgoingOpacity: Double
  /// The incoming label's opacity (the incoming button's when the backgrounds differ).
  public var incomingOpacity: Double
  /// Whether both buttons share one background, over which only the labels cross-fade.
  public var sharesBackground: Bool
}
