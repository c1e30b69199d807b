import ArgumentParser
import ChevGenKit
import ChevronGeometry

/// `--direction`, which way `render`, `animate` and `preview` lay a button out.
struct DirectionOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "ltr, rtl, or auto: from the first strong character of the title (animate: of the first "
        + "title that has one). In rtl the chevron sits on the right and points right; a preview "
        + "mirrors the whole bar. e.g. --direction rtl", valueName: "ltr|rtl|auto"))
  var direction = "auto"

  /// The direction given; nil for automatic.
  func parsed() throws(ChevGenError) -> LayoutDirection? {
    try OptionValue.direction(direction, option: "--direction")
  }
}
