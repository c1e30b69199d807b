import ArgumentParser
import ChevGenKit
import ChevronGeometry

/// `--purpose`, what the button `render` draws (or `animate`'s first button) is for.
struct PurposeOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "back, or an action: add, edit, delete, search, share (a glyph) or done, save, cancel "
        + "(a title, which a given title replaces). e.g. --purpose add", valueName: "purpose"))
  var purpose = "back"

  func parsed() throws(ChevGenError) -> Purpose {
    try OptionValue.choice(purpose, option: "--purpose")
  }
}
