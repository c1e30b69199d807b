import ArgumentParser
import ChevGenKit
import ChevronGeometry

/// `--style`, the look of the button `render` draws, of `animate`'s first button
/// and of `preview`'s buttons.
struct StyleOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "classic (iOS 3–6 arrow-shaped bordered button), plain (iOS 7–12 chevron and tinted "
        + "title), minimal (the chevron alone, with UIKit's transition mask), capsule (a rounded "
        + "platter; a circle with no title) or close (a ✕ in a circle; not in a preview, whose "
        + "dialog draws its own). e.g. --style capsule",
      valueName: "style"))
  var style = "classic"

  func parsed() throws(ChevGenError) -> ButtonStyleKind {
    try OptionValue.choice(style, option: "--style")
  }
}
