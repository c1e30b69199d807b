import ArgumentParser

/// `chevgen diff --report`: the folder of the review page. Held by diff's
/// `JSONFirstOutputOptions`, as its help lists it between `--json` and
/// `--quiet`.
struct ReportOption: ParsableArguments, Sendable {
  @Option(
    help: ArgumentHelp(
      "Write a review page of two folders' comparison (index.html, copies of every image, "
        + "the diff images) to a folder, to open in a browser. e.g. --report build/review",
      valueName: "folder"))
  var report: String?
}
