import ChevGenCairo
import ChevGenStyles
import Testing

@testable import ChevGenKit

/// Golden previews: each configuration in light and dark at 2x, 393 pt wide, in
/// the style that shows it best (root and its large title in plain, page in
/// classic with its gradient bar, dialog in capsule), plus a right-to-left page
/// and iOS 26's glass root, page and dialog over the built-in content.
/// Tolerance: `Golden`'s.
private let previews:
  [(
    name: String, configuration: BarConfiguration, style: ButtonStyleKind, title: String,
    backTitle: String?, trailing: [Purpose]?
  )] = [
    ("preview-root-plain", .root, .plain, "Notifications and Privacy Settings", nil, [.add]),
    ("preview-page-classic", .page, .classic, "Settings", "Menu", [.add, .share]),
    ("preview-dialog-capsule", .dialog, .capsule, "New Event", nil, nil),
    ("preview-page-rtl-plain", .page, .plain, "الإعدادات", "القائمة", [.search]),
    ("preview-root-glass", .root, .glass, "Photos", nil, [.add, .share]),
    ("preview-page-glass", .page, .glass, "Settings", "Menu", [.add, .share]),
    ("preview-dialog-glass", .dialog, .glass, "New Event", nil, nil),
  ]

private let goldenNames = previews.flatMap { preview in
  Appearance.allCases.map { "\(preview.name)-\($0.rawValue)@2x" }
}

@Test(arguments: goldenNames)
func goldenPreview(_ name: String) throws {
  let preview = previews.first { name.hasPrefix($0.name + "-") }!
  let appearance: Appearance = name.contains("-dark@") ? .dark : .light
  let request = PreviewRequest(
    configuration: preview.configuration, title: preview.title,
    backTitles: BackTitleRules(screenTitle: preview.backTitle), trailing: preview.trailing,
    buttons: RenderRequest(output: "preview.png", look: ButtonLook(style: preview.style)))
  try request.validate(scales: [2])
  let scene = try PreviewBar(request, scales: [2]).scene(appearance: appearance, scale: 2)
  try Golden.check(PNGWriter.rasterize(scene, scale: 2), named: name)
}
