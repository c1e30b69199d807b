import ChevGenGeometry

/// Morphs one button into another: the background's width moves from the first
/// button's to the second's (the caps intact, only the middle stretching), the
/// leading edge and its chevron stay put, and the labels cross-fade. Buttons
/// with different backgrounds cross-fade as wholes, each stretching no
/// narrower than its own width.
///
/// Every frame shares one canvas, wide and high enough for both buttons. The
/// buttons sit on its leading edge (left, or right for right to left) and are
/// centred vertically, on whole pixels. The first frame is the first button's
/// static art in place, the last frame the second's.
public struct Transition: Sendable {
  public let from: TransitionEnd
  public let to: TransitionEnd
  public let state: ButtonState
  public let direction: LayoutDirection
  /// The canvas every frame is drawn on, in points.
  public let canvasSize: Size
  private let startWidth: Double
  private let endWidth: Double

  public init(
    from: TransitionEnd, to: TransitionEnd, state: ButtonState, direction: LayoutDirection
  ) {
    self.from = from
    self.to = to
    self.state = state
    self.direction = direction
    let start = from.naturalArt(direction: direction).size
    let end = to.naturalArt(direction: direction).size
    startWidth = start.width
    endWidth = end.width
    // In between, a stretching art is never wider than the wider end nor
    // narrower than its own minimum; art that does not stretch keeps its size.
    canvasSize = Size(
      width: max(
        start.width, end.width, from.minimumWidth(direction: direction),
        to.minimumWidth(direction: direction)),
      height: max(start.height, end.height))
  }

  /// The frame at `frame`'s progress and time, drawn for `scale` (widths and
  /// offsets land on that scale's pixels).
  public func frame(_ frame: Timeline.Frame, scale: Double) -> TransitionFrame {
    let width = startWidth + (endWidth - startWidth) * frame.progress
    let snapped = min((width * scale).rounded() / scale, canvasSize.width)
    var outgoing = from.art(direction: direction, width: snapped)
    var incoming = to.art(direction: direction, width: snapped)
    var old = place(outgoing, label: from.label, scale: scale)
    var new = place(incoming, label: to.label, scale: scale)
    let shares =
      old.background == new.background
      && outgoing.opacity(for: state) == incoming.opacity(for: state)
    if !shares {
      // Two different buttons each move between the other's width and their
      // own, but never narrower than their own: a label never spills out.
      outgoing = from.art(direction: direction, width: max(snapped, startWidth))
      incoming = to.art(direction: direction, width: max(snapped, endWidth))
      old = place(outgoing, label: from.label, scale: scale)
      new = place(incoming, label: to.label, scale: scale)
    }
    let items: [Scene.Item]
    let outgoingOpacity: Double
    let incomingOpacity: Double
    if shares {
      outgoingOpacity = CrossFade.outgoingLabelOpacity(at: frame.fraction)
      incomingOpacity = CrossFade.incomingLabelOpacity(at: frame.fraction)
      items = outgoing.composited(
        old.background + Self.faded(old.content, outgoingOpacity)
          + Self.faded(new.content, incomingOpacity), state: state)
    } else {
      incomingOpacity = CrossFade.incomingButtonOpacity(at: frame.fraction)
      outgoingOpacity = 1 - incomingOpacity
      items =
        Self.faded(outgoing.composited(old.background + old.content, state: state), outgoingOpacity)
        + Self.faded(
          incoming.composited(new.background + new.content, state: state), incomingOpacity)
    }
    return TransitionFrame(
      scene: Scene(size: canvasSize, items: items), buttonWidth: snapped,
      outgoingOpacity: outgoingOpacity, incomingOpacity: incomingOpacity, sharesBackground: shares)
  }

  /// Where `art` sits on the canvas at `scale`: its leading edge on the canvas's.
  public func origin(of art: any ButtonArt, scale: Double) -> Point {
    Point(
      x: direction == .leftToRight ? 0 : canvasSize.width - art.size.width,
      y: ((canvasSize.height - art.size.height) / 2 * scale).rounded(.down) / scale)
  }

  /// The art's background and content moved into place on the canvas.
  ///
  /// A mirrored background is mirrored about the whole canvas, which puts it
  /// where the art's own mirroring would, pixel for pixel: so two backgrounds
  /// that differ only in the art's width compare equal and are drawn once.
  private func place(
    _ art: any ButtonArt, label: Path?, scale: Double
  ) -> (background: [Scene.Item], content: [Scene.Item]) {
    let origin = origin(of: art, scale: scale)
    let background = art.backgroundItems(state: state, scale: scale)
    let placed =
      direction == .rightToLeft && art.mirrorsBackground && !background.isEmpty
      ? Self.moved([.mirrored(width: canvasSize.width, background)], by: Point(x: 0, y: origin.y))
      : Self.moved(background, by: origin)
    return (placed, Self.moved(art.contentItems(label: label, state: state), by: origin))
  }

  private static func moved(_ items: [Scene.Item], by offset: Point) -> [Scene.Item] {
    offset == Point(x: 0, y: 0) || items.isEmpty ? items : [.offset(offset, items)]
  }

  /// `items` at `opacity`: left out when invisible, as they are when opaque.
  static func faded(_ items: [Scene.Item], _ opacity: Double) -> [Scene.Item] {
    if opacity <= 0 || items.isEmpty { return [] }
    return opacity >= 1 ? items : [.group(opacity: opacity, items)]
  }
}
