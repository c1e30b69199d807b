import ArgumentParser
import ChevGenKit

/// UIKit's back-title settings `render` and `preview` share: the display mode
/// and the generic title.
struct BackTitleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "UIKit's back-button display mode: default (the title; the generic title, then none, when "
        + "short of space), generic or minimal (chevron only); a preview applies it to a page's "
        + "back button. e.g. --display-mode minimal", valueName: "default|generic|minimal"))
  var displayMode = "default"

  @Option(
    help: ArgumentHelp(
      "What \"Back\" reads in the app's language. e.g. --generic-title Zurück", valueName: "text"))
  var genericTitle = "Back"

  /// The rules for a back button whose previous screen is titled `screenTitle`.
  func rules(
    screenTitle: String?, backButtonTitle: String? = nil, backItemTitle: String? = nil
  ) throws(ChevGenError) -> BackTitleRules {
    BackTitleRules(
      screenTitle: screenTitle, backButtonTitle: backButtonTitle, backItemTitle: backItemTitle,
      displayMode: try OptionValue.choice(displayMode, option: "--display-mode"),
      genericTitle: genericTitle)
  }
}
