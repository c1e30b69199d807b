import ChevGenManifest

/// One output of `chevgen build` (the asset catalog, Android's drawables,
/// the stylesheet, the index…): which files it makes of each drawn image,
/// which it makes of every button together, and what it needs drawn.
///
/// The build knows its outputs only through this protocol: the plan names
/// every writer's files before anything is drawn, the rasterizer encodes each
/// image in the forms its files take, the staging writes them, and each
/// writer makes its shared files from the drawn units. Which writers a build
/// runs is `OutputTable`'s to say, the one reader of a manifest's `outputs:`,
/// so that an output is added in a file of its own and a line of the table.
/// A writer is made for a manifest that asks for it: it never asks whether
/// its output is wanted.
protocol OutputWriter: Sendable {
  /// The writer of `manifest`'s files.
  init(manifest: Manifest)

  /// Whether `path`, inside the output folder, is a file this writer may
  /// write under any manifest: a state that lists anything no writer
  /// writes is not trusted (see `OutputFolder`).
  static func writes(_ path: String) -> Bool

  /// The files `image` is written as, each with the form it holds the image
  /// in; `ninePatch` says whether the art stretches (a nine-patch's name).
  func files(of image: AssetLayout.Image, ninePatch: Bool) -> [ImageFile]

  /// Whether `files(of:ninePatch:)` has any file for `image`, without making
  /// a path: asked of every scale of every edition, to find the scales drawn.
  func holds(_ image: AssetLayout.Image) -> Bool

  /// The files made of every button together, named from the manifest
  /// alone, before anything is drawn: for the checks of what stands in the
  /// way and of two buttons writing one file.
  func plannedFiles(layout: AssetLayout) -> [AssetPlan.File]

  /// Those files with their bytes, made from every unit drawn or kept, in
  /// the plan's order (art, reversed and textless alike).
  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile]

  /// Whether it needs the back button `button` drawn in `locale` facing
  /// against its script (`ArtEdition.Kind.reversed`).
  func needsReversedArt(of button: ManifestButton, in locale: AssetLocale) -> Bool

  /// Whether its platform draws `button`'s title itself, over art drawn
  /// without it (`ArtEdition.Kind.textless`).
  func drawsTitle(of button: ManifestButton) -> Bool

  /// What the user should hear before anything is drawn, such as scales the
  /// output cannot hold.
  var warnings: [String] { get }

  /// The manifest's problems that only this output has, at their buttons.
  var diagnostics: [ManifestDiagnostic] { get }
}

extension OutputWriter {
  func files(of image: AssetLayout.Image, ninePatch: Bool) -> [ImageFile] { [] }
  func holds(_ image: AssetLayout.Image) -> Bool {
    !files(of: image, ninePatch: false).isEmpty
  }
  func plannedFiles(layout: AssetLayout) -> [AssetPlan.File] { [] }
  func needsReversedArt(of button: ManifestButton, in locale: AssetLocale) -> Bool { false }
  func drawsTitle(of button: ManifestButton) -> Bool { false }
  var warnings: [String] { [] }
  var diagnostics: [ManifestDiagnostic] { [] }
}
