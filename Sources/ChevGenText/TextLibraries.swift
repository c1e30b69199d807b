import CPango

/// The libraries whose code shapes and outlines every title chevgen draws.
public enum TextLibraries {
  /// `pango 1.50.12 harfbuzz 6.0.0 fontconfig 21400 freetype 2.12.1`, as
  /// loaded: part of what a cached output is keyed on, since another shaper or
  /// rasteriser may place or outline the same glyphs differently.
  public static let versions: String = {
    var library: FT_Library?
    var freetype = "unknown"
    if FT_Init_FreeType(&library) == 0, let library {
      var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
      FT_Library_Version(library, &major, &minor, &patch)
      freetype = "\(major).\(minor).\(patch)"
      FT_Done_FreeType(library)
    }
    return "pango \(String(cString: pango_version_string())) "
      + "harfbuzz \(String(cString: hb_version_string())) fontconfig \(FcGetVersion()) "
      + "freetype \(freetype)"
  }()
}
