import ChevGenGeometry

/// Lays out the art of any style for a label of a given size.
public struct ButtonArtFactory: Hashable, Sendable {
  public var style: ButtonStyleKind
  /// What the button is for: back buttons have their own art in every style.
  public var purpose: Purpose
  /// Every scale the art will be drawn at; widths land on all their pixel grids.
  public var scales: [Double]
  /// A fixed width for styles with a stretchable background (classic).
  public var fixedWidth: Double?

  public init(
    style: ButtonStyleKind, purpose: Purpose = .back, scales: [Double], fixedWidth: Double? = nil
  ) {
    self.style = style
    self.purpose = purpose
    self.scales = scales
    self.fixedWidth = fixedWidth
  }

  /// What the style and purpose accept.
  public var rules: StyleRules { StyleRules(style: style, purpose: purpose) }

  /// Whether the art draws a title at all.
  public var drawsTitle: Bool { rules.drawsTitle }

  /// Whether the art has a background that stretches between cap insets.
  public var stretches: Bool { rules.stretches }

  /// The narrowest stretchable art: both caps and a one-point middle, on every
  /// scale's pixel grid; nil for styles that do not stretch.
  public var minimumWidth: Double? {
    guard stretches else { return nil }
    if style == .glass {
      return BackButtonLayout.snappedWidth(GlassButton.height + 1, scales: scales)
    }
    if purpose != .back {
      return BarButton.minimumWidth(style: style).map {
        BackButtonLayout.snappedWidth($0, scales: scales)
      }
    }
    let narrowest =
      style == .classic
      ? BackButtonLayout.minimumWidth(
        capInsets: BackButtonLayout(labelSize: .zero, scales: scales).capInsets)
      : CapsuleButton.minimumStretchWidth
    return BackButtonLayout.snappedWidth(narrowest, scales: scales)
  }

  /// The widest label before it ends in an ellipsis: what a 320 pt button (or
  /// the fixed width) leaves for it.
  public var maximumLabelWidth: Double {
    let metrics = BackButtonMetrics()
    let width = fixedWidth ?? metrics.maximumWidth
    if purpose != .back {
      let padding =
        switch style {
        case .classic: BarButton.classicPadding
        case .capsule: BarButton.capsulePadding
        case .glass: GlassButton.titlePadding
        default: BarButton.plainPadding
        }
      return max(0, width - 2 * padding)
    }
    switch style {
    case .classic:
      return BackButtonLayout.labelWidth(forButtonWidth: width, metrics: metrics)
    case .plain:
      return max(
        0,
        width - PlainBackButton.leading - ChevronIndicator.size.width - PlainBackButton.gap
          - PlainBackButton.trailing)
    case .capsule:
      return max(
        0,
        width - CapsuleButton.leading - ChevronIndicator.size.width - CapsuleButton.gap
          - CapsuleButton.trailing)
    case .minimal, .close, .glass:
      return 0
    }
  }

  /// The art for a label of `labelSize` (zero for none) in `theme`'s colours.
  public func art(
    labelSize: Size, direction: LayoutDirection, theme: ButtonTheme
  ) -> any ButtonArt {
    if purpose != .back, style != .close, style != .glass {
      return BarButton(
        style: style, purpose: purpose, labelSize: labelSize, fixedWidth: fixedWidth,
        scales: scales, direction: direction, colors: theme)
    }
    switch style {
    case .classic:
      let layout = BackButtonLayout(
        labelSize: labelSize, fixedWidth: fixedWidth, scales: scales, direction: direction)
      return ClassicBackButton(layout: layout, colors: theme)
    case .plain:
      return PlainBackButton(
        labelSize: labelSize, scales: scales, direction: direction, colors: theme)
    case .minimal:
      return MinimalBackIndicator(direction: direction, colors: theme, scales: scales)
    case .capsule:
      return CapsuleButton(
        labelSize: labelSize, fixedWidth: fixedWidth, scales: scales, direction: direction,
        colors: theme)
    case .close:
      return CloseButton(direction: direction, colors: theme)
    case .glass:
      let content: GlassButton.Content =
        purpose == .back ? .chevron : purpose.glyph.map { .glyph($0) } ?? .title
      return GlassButton(
        content: content, labelSize: labelSize, fixedWidth: fixedWidth, scales: scales,
        direction: direction, colors: theme)
    }
  }
}
