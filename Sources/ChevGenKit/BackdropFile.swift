import ChevGenFormat
import ChevGenImage
import ChevGenPNG
import ChevGenStyles
import ChevGenSystem

/// Reads what glass is drawn over: a colour (`#RRGGBB`) or a PNG file,
/// checked before it is decoded.
public enum BackdropFile {
  /// The most pixels a backdrop may have on a side: an iPad Pro 13" screenshot
  /// is 2752 pixels, and a 4096 × 4096 backdrop takes 64 MiB decoded.
  public static let maximumSide = 4096
  /// The largest backdrop file read: a 4096 × 4096 PNG of noise is about 50 MiB.
  public static let maximumBytes = 64 << 20

  /// The backdrop `text` names (a colour, else a PNG file's path), taken as
  /// `pixelsPerPoint` pixels a point.
  public static func load(
    _ text: String, pixelsPerPoint: Double, field: RequestField = .backdrop
  ) throws(ChevGenError) -> GlassBackdrop {
    guard pixelsPerPoint.isFinite, pixelsPerPoint >= 1, pixelsPerPoint <= 4 else {
      throw .invalidValue(
        .backdropScale, value: ValueText.number(pixelsPerPoint),
        expected: "use the screenshot's scale: 1, 2 or 3 (from 1 to 4)")
    }
    if GlassBackdrop.namesColor(text) {
      return GlassBackdrop.color(try OptionValue.color(text, field: field))
    }
    if let status = FileStatus(text), status.kind == .regular, status.size > maximumBytes {
      throw .unusableFile(
        field, path: text,
        problem: FieldText(
          "it holds \(status.size) bytes; a backdrop file is at most \(maximumBytes >> 20) MiB, "
            + "so crop or scale it down"))
    }
    let bytes: [UInt8]
    do throws(FileError) { bytes = try FileReader.bytes(at: text) } catch {
      var reason = error.text
      if case .unreadable(_, let why) = error { reason = FieldText("cannot read it: \(why)") }
      throw .unusableFile(
        field, path: text, problem: reason + "; give a PNG file or a colour such as #FFFFFF")
    }
    var image = try decode(bytes, path: text, field: field)
    // In place: a 4096 × 4096 backdrop is 64 MiB, and a flattened copy
    // beside it doubled a glass build's peak memory.
    flatten(&image.pixels)
    return GlassBackdrop(image: image, pixelsPerPoint: pixelsPerPoint)
  }

  /// The PNG's pixels, its size checked from its header before decoding.
  private static func decode(
    _ bytes: [UInt8], path: String, field: RequestField
  ) throws(ChevGenError) -> RGBAImage {
    func refuse(_ why: String) -> ChevGenError {
      .unusableFile(field, path: path, problem: FieldText(why))
    }
    guard PNGDecoder.startsAsPNG(Array(bytes.prefix(8))) else {
      throw refuse("it is not a PNG file; give a PNG file or a colour such as #FFFFFF")
    }
    func tooLarge(_ width: Int, _ height: Int) -> ChevGenError {
      refuse(
        "it is \(width)×\(height) pixels; a backdrop has at most "
          + "\(maximumSide) pixels a side, so crop or scale it down")
    }
    let size: (width: Int, height: Int)
    do throws(PNGError) { size = try PNGDecoder.size(of: bytes) } catch {
      // Past the decoder's own limit too: the backdrop's limit, in its words.
      if case .declaresTooManyPixels(let width, let height) = error {
        throw tooLarge(width, height)
      }
      throw refuse(error.message)
    }
    guard size.width <= maximumSide, size.height <= maximumSide else {
      throw tooLarge(size.width, size.height)
    }
    do throws(PNGError) { return try PNGDecoder.decode(bytes) } catch {
      throw refuse(error.message)
    }
  }

  /// `image` over white, opaque: glass blurs what is behind it, and what shows
  /// through a transparent screenshot is taken to be a white page.
  static func flattened(_ image: RGBAImage) -> RGBAImage {
    var copy = image
    flatten(&copy.pixels)
    return copy
  }

  /// RGBA `pixels` made opaque over white, in place (see `flattened(_:)`).
  static func flatten(_ pixels: inout [UInt8]) {
    pixels.withUnsafeMutableBufferPointer { pixels in
      for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] != 255 {
        let alpha = Int(pixels[index + 3])
        for channel in 0..<3 {
          let value = Int(pixels[index + channel])
          pixels[index + channel] = UInt8((value * alpha + 255 * (255 - alpha) + 127) / 255)
        }
        pixels[index + 3] = 255
      }
    }
  }
}
