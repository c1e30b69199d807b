import CCairo

/// The library whose code draws every image chevgen writes.
public enum RenderLibraries {
  /// `cairo 1.16.0`, as loaded: part of what a cached output is keyed on,
  /// since another cairo may rasterise the same path into other pixels.
  public static let versions = "cairo " + String(cString: cairo_version_string())
}
