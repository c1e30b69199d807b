import CCairo
import ChevGenImage
import ChevGenPNG

/// An ARGB32 cairo image surface, owned: destroyed when the value goes away.
public final class ImageSurface {
  let handle: OpaquePointer
  public let width: Int
  public let height: Int

  /// A transparent surface; throws before allocating if the size is beyond `ImageLimits`.
  public init(width: Int, height: Int) throws(RenderError) {
    try RenderError.checkSize(width: width, height: height)
    handle = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    self.width = width
    self.height = height
    try CairoStatus.check(cairo_surface_status(handle), "allocate a \(width)×\(height) image")
  }

  deinit {
    cairo_surface_destroy(handle)
  }

  /// A copy of the pixels, cairo's premultiplied ARGB32, row after row with
  /// no padding between rows.
  func pixels() -> [UInt32] {
    cairo_surface_flush(handle)
    let stride = Int(cairo_image_surface_get_stride(handle))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(handle)!)
    let (width, height) = (width, height)
    return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
      for row in 0..<height {
        (buffer.baseAddress! + row * width).update(
          from: data.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self), count: width)
      }
      count = width * height
    }
  }

  /// Replaces the pixels with `pixels`, as `pixels()` gives them.
  func setPixels(_ pixels: [UInt32]) {
    precondition(pixels.count == width * height)
    cairo_surface_flush(handle)
    let stride = Int(cairo_image_surface_get_stride(handle))
    let data = cairo_image_surface_get_data(handle)!
    pixels.withUnsafeBufferPointer { source in
      for row in 0..<height {
        (data + row * stride).withMemoryRebound(to: UInt32.self, capacity: width) {
          $0.update(from: source.baseAddress! + row * width, count: width)
        }
      }
    }
    cairo_surface_mark_dirty(handle)
  }

  /// The surface encoded as an RGBA PNG (see `PNGEncoder`).
  public func pngData() throws(RenderError) -> [UInt8] {
    cairo_surface_flush(handle)
    try CairoStatus.check(cairo_surface_status(handle), "finish drawing the image")
    do throws(PNGError) {
      return try PNGEncoder.encode(
        argb: UnsafeRawPointer(cairo_image_surface_get_data(handle)!), width: width,
        height: height, stride: Int(cairo_image_surface_get_stride(handle)))
    } catch { throw .png(error) }
  }

  /// The pixels as straight RGBA8, un-premultiplied from cairo's native ARGB32.
  public func rgbaImage() -> RGBAImage {
    cairo_surface_flush(handle)
    let stride = Int(cairo_image_surface_get_stride(handle))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(handle)!)
    let width = width
    let height = height
    // Written in place: no zeroing first, no bounds check per byte.
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      for y in 0..<height {
        PremultipliedPixel.straighten(
          data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self), count: width,
          into: buffer.baseAddress! + y * width * 4)
      }
      count = width * height * 4
    }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }
}
