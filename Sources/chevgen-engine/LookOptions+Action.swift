import ChevGenKit
import ChevgenCommands
import ChevronGeometry
import ChevronText

/// `LookOptions` read as chevgen's values.
extension LookOptions {
  func buttonStyle() throws(ChevGenError) -> ButtonStyleKind {
    try OptionValue.choice(style, field: .style)
  }

  /// The direction given; nil for automatic.
  func layoutDirection() throws(ChevGenError) -> LayoutDirection? {
    try OptionValue.direction(direction, field: .direction)
  }

  /// The colour options, parsed.
  func colors() throws(ChevGenError) -> ColorOverrides {
    var colors = ColorOverrides(
      tint: try OptionValue.color(ifGiven: tint, field: .tint),
      text: try OptionValue.color(ifGiven: textColor, field: .textColor),
      shadow: try OptionValue.color(ifGiven: shadowColor, field: .shadowColor),
      disabled: try OptionValue.color(ifGiven: disabledColor, field: .disabledColor),
      platter: try OptionValue.color(ifGiven: platterColor, field: .platterColor))
    colors.shadowOffset = try shadowOffset.map { text throws(ChevGenError) in
      try OptionValue.offset(
        text, field: .shadowOffset, limit: ButtonLook.shadowOffsetLimit)
    }
    return colors
  }
}
