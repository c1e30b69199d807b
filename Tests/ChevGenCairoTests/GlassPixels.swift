import ChevGenCairo
import ChevGenImage
import ChevGenStyles

/// Glass art drawn to pixels and read back as luma, the one measure the lens
/// and light tests judge glass by.
enum GlassPixels {
  /// `art` in its normal state, without a label, drawn at `scale`.
  static func render(_ art: GlassButton, scale: Double) throws -> RGBAImage {
    try PNGWriter.rasterize(art.scene(label: nil, state: .normal, scale: scale), scale: scale)
      .rgbaImage()
  }

  /// The material's luma (0…1) of the pixel at (`x`, `y`).
  static func luma(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
    let pixel = image[x, y]
    return GlassMaterial.luma(
      red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
      blue: Double(pixel.blue) / 255)
  }
}
