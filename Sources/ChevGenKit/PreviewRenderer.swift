import ChevGenFormat
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// `chevgen preview`: the buttons where they live, in a navigation bar beside
/// a title and trailing actions, written all or none.
public enum PreviewRenderer {
  /// Renders `request` in every requested appearance and scale.
  public static func render(_ request: PreviewRequest) throws(ChevGenError) -> RenderReport {
    let buttons = request.buttons
    let format = try buttons.format()
    let scales = try buttons.resolvedScales(for: format)
    try request.validate(scales: scales)
    let plan = OutputPlan(
      path: buttons.output, format: format, states: [.normal],
      appearances: ButtonRenderer.unique(buttons.appearances), scales: scales)
    try buttons.validateMetadataPath(against: plan)
    let paths = plan.images.map(\.path) + [buttons.metadata].compactMap { $0 }
    for path in paths {
      try ChevGenError.onFiles { () throws(FileError) in try DirectoryCheck.ensureWritable(path) }
    }
    let bar = try PreviewBar(request, scales: scales)
    if let refusal = bar.placementRefusal(appearances: buttons.appearances) {
      throw .conflict(refusal)
    }
    // One bar's art per appearance (its screen made once), drawn at each scale.
    var arts: [Appearance: NavigationBarArt] = [:]
    let scenes = plan.images.map { image in
      let art = arts[image.appearance] ?? bar.art(image.appearance)
      arts[image.appearance] = art
      return art.scene(scale: image.scale)
    }
    let transaction = FileTransaction()
    let images = try ButtonRenderer.stage(
      Array(zip(plan.images, scenes)), format: format, in: transaction)
    if let metadata = buttons.metadata {
      let json = PreviewSidecar(bar: bar, images: images).json
      try ChevGenError.onFiles { () throws(FileError) in
        try transaction.stage(json.bytes(), at: metadata)
      }
    }
    try ChevGenError.onFiles { () throws(FileError) in try transaction.commit() }
    return RenderReport(writtenPaths: paths, warnings: warnings(for: bar))
  }

  /// What the user should know: a title cut short, a back title that gave way,
  /// characters the fonts cannot draw.
  static func warnings(for bar: PreviewBar) -> [FieldText] {
    let request = bar.request
    var notes: [FieldText] = []
    if let preferred = request.backTitles.candidates.first, let shown = bar.backTitle,
      preferred != shown, bar.leading?.drawing.factory.drawsTitle == true
    {
      notes.append(
        "\(OptionValue.quoted(preferred)) on the back button would crowd the title; it shows "
          + (shown.isEmpty ? "the chevron alone" : "\(OptionValue.quoted(shown))"))
    }
    if bar.title?.isEllipsized == true {
      notes.append(
        "the title was shortened with an ellipsis to fit between the bar's items; pass a "
          + "shorter \(.title), fewer \(.trailing) actions or a wider \(.width)")
    }
    if bar.largeTitle?.isEllipsized == true {
      notes.append(
        "the large title was cut short with an ellipsis after \(PreviewRequest.largeTitleLines) "
          + "lines; pass a shorter \(.title) or a wider \(.width)")
    }
    for (name, missing) in bar.labels where missing > 0 {
      notes.append(
        "the \(name) has \(missing) character(s) its font cannot draw, drawn as boxes; add "
          + "\(.fallbackFont) FILE with a font that has them")
    }
    return notes
  }
}
