import ChevGenFormat
import ChevGenManifest

/// The values of the titles Android draws itself, over textless art:
/// `res/values[-de]/chevgen_strings.xml` per locale and their colours,
/// `res/values[-night]/chevgen_colors.xml`.
struct AndroidValuesWriter: OutputWriter {
  let manifest: Manifest

  /// A titles or colours file directly in a `res/values…` folder:
  /// `strings.xml` as builds before `android.prefix` named it, or either
  /// with a prefix (a colours file never came without one).
  static func writes(_ path: String) -> Bool {
    // Most paths a build asks about are elsewhere: spare them the split.
    guard path.utf8.starts(with: "res/values".utf8) else { return false }
    let parts = PathText.components(of: path, keepingEmpty: true)
    return parts.count == 3 && parts[0] == "res" && parts[1].hasPrefix("values")
      && (parts[2].hasSuffix("strings.xml")
        || (parts[2].hasSuffix("colors.xml") && parts[2] != "colors.xml"))
  }

  /// The titles in `locale`, `res/values-de/chevgen_strings.xml`; the default
  /// locale's (or the only title's) in `res/values`.
  func strings(_ locale: AssetLocale?) -> String {
    let qualifier = locale.flatMap { $0 == manifest.locales.first ? nil : $0.androidQualifier }
    return "res/values" + (qualifier.map { "-" + $0 } ?? "") + "/" + manifest.android.prefix
      + "strings.xml"
  }

  /// The colours of the titles Android draws, `res/values/chevgen_colors.xml`,
  /// and `res/values-night/` for the dark ones.
  func colors(night: Bool) -> String {
    "res/values" + (night ? "-night/" : "/") + manifest.android.prefix + "colors.xml"
  }

  func plannedFiles(layout: AssetLayout) -> [AssetPlan.File] {
    AndroidResources.stringLocales(manifest).map { AssetPlan.File(path: strings($0)) }
      + AndroidResources.colorAppearances(manifest).map {
        AssetPlan.File(path: colors(night: $0.night))
      }
  }

  func files(drawn: [RenderedButton], layout: AssetLayout) -> [OutputFile] {
    let strings = AndroidResources.stringLocales(manifest).map { locale in
      OutputFile(
        path: self.strings(locale), text: AndroidResources.strings(manifest, locale: locale))
    }
    let colors = AndroidResources.colorAppearances(manifest).map { appearance, night in
      OutputFile(
        path: self.colors(night: night), text: AndroidResources.colors(manifest, appearance))
    }
    return strings + colors
  }

  /// A title Android would draw that aapt2 cannot store.
  var diagnostics: [ManifestDiagnostic] { AndroidResources.diagnostics(manifest) }
}
