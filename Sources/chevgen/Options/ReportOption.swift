import ArgumentParser

/// `chevgen diff --report`: the folder of the review page. Part of
/// `OutputOptions<Diff>`, as diff's help lists it between `--json` and
/// `--quiet`.
struct ReportOption: ParsableArguments, Sendable {
  @Option(
    help: ArgumentHelp(
      "Write a review page of two folders' comparison (index.html, copies of every image, "
        + "the diff images) to a folder, to open in a browser. e.g. --report build/review",
      valueName: "folder"))
  var report: String?
}
