import ChevGenGeometry
import ChevGenStyles
import ChevGenText

/// Builds classic back-button scenes the way the CLI does, for render tests.
struct ButtonFixture {
  let shaper: PangoTextShaper
  var colors = ButtonTheme.standard(for: .classic, appearance: .light)

  /// A shaper with the style's default font: DejaVu Sans Bold 12 for classic, Inter 17 otherwise.
  init(style: ButtonStyleKind = .classic) throws {
    shaper = try PangoTextShaper(
      font: style == .classic
        ? FontChoice() : FontChoice(file: FontChoice.titleFile, size: 17))
  }

  func button(
    title: String, width: Double? = nil, scales: [Double] = [1, 2, 3],
    direction: LayoutDirection = .leftToRight
  ) throws -> (ClassicBackButton, PangoLabel?) {
    let metrics = BackButtonMetrics()
    let label =
      title.isEmpty
      ? nil
      : try shaper.shape(
        title,
        maxWidth: BackButtonLayout.labelWidth(forButtonWidth: width ?? metrics.maximumWidth))
    let layout = BackButtonLayout(
      labelSize: label?.size ?? .zero, metrics: metrics, fixedWidth: width, scales: scales,
      direction: direction)
    return (ClassicBackButton(layout: layout, colors: colors), label)
  }

  func scene(
    title: String, state: ButtonState = .normal, scale: Double, width: Double? = nil,
    scales: [Double] = [1, 2, 3], direction: LayoutDirection = .leftToRight
  ) throws -> Scene {
    let (button, label) = try button(
      title: title, width: width, scales: scales, direction: direction)
    return button.scene(label: label?.outline, state: state, scale: scale)
  }
}
