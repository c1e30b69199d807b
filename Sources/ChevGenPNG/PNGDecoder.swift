import CPNG
import ChevGenImage
import ChevGenSystem

/// Decodes PNG files to straight RGBA8 with libpng, the samples exactly as stored.
///
/// Palettes, grey and RGB are expanded, transparency keys become alpha, 16-bit
/// samples are rounded to 8 bits, and no gamma or colour profile is applied, so
/// the pixels are the ones a pixel-diff of the files should see. cairo's own
/// reader is not used because it premultiplies, which loses the colour of
/// translucent pixels.
public enum PNGDecoder {
  /// Decodes `bytes`; an image whose header declares more than
  /// `ImageLimits.maximumPixels` is refused before anything is allocated.
  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
    try decode(bytes, fastPath: true)
  }

  /// The width and height of a PNG, after checking everything about it but the
  /// image data itself: every chunk, the CRC of each one libpng would refuse
  /// for a bad one, the header and the size limit. Nothing is inflated, so this
  /// answers for two identical files at a fraction of the cost of decoding.
  public static func size(of bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
    try bytes.withUnsafeBufferPointer { data throws(PNGError) in
      let reader = try PNGReader(data)
      return (reader.width, reader.height)
    }
  }

  /// How many bytes ``startsAsPNG(_:)`` needs: the PNG signature's.
  public static let signatureLength = PNGEncoder.signature.count

  /// Whether `head`, a file's first ``signatureLength`` bytes, is PNG's
  /// signature: a reader that sees it is not can refuse the file unread, since
  /// ``decode(_:)`` refuses any file that does not begin with it.
  public static func startsAsPNG(_ head: [UInt8]) -> Bool {
    head.starts(with: PNGEncoder.signature)
  }

  /// `fastPath: false` decodes everything with libpng, and `portableOnly` keeps
  /// the fast path to the code every processor runs; tests compare the paths.
  static func decode(
    _ bytes: [UInt8], fastPath: Bool, portableOnly: Bool = false
  ) throws(PNGError) -> RGBAImage {
    try bytes.withUnsafeBufferPointer { data throws(PNGError) in
      let reader = try PNGReader(data)
      let pixels = try reader.readRGBA(fastPath: fastPath ? (portableOnly ? 2 : 1) : 0)
      guard let image = RGBAImage(width: reader.width, height: reader.height, pixels: pixels)
      else { throw .unreadable(reason: "libpng gave too few pixels") }
      return image
    }
  }
}

/// One libpng read, owned: the C reader is closed when this goes away. It reads
/// from `data`, which must outlive it, and exists only for a sound PNG within
/// the size limit.
private final class PNGReader {
  private let handle: OpaquePointer

  init(_ data: UnsafeBufferPointer<UInt8>) throws(PNGError) {
    var message = [CChar](repeating: 0, count: 256)
    guard let handle = chevgen_png_open(data.baseAddress, data.count, &message, message.count)
    else { throw .unreadable(reason: Self.text(message)) }
    self.handle = handle
    guard width * height <= ImageLimits.maximumPixels else {
      throw .declaresTooManyPixels(width: width, height: height)
    }
  }

  deinit {
    chevgen_png_close(handle)
  }

  var width: Int { Int(chevgen_png_width(handle)) }
  var height: Int { Int(chevgen_png_height(handle)) }

  /// `fastPath` as `chevgen_png_read_rgba` takes it: 0 libpng, 1 fast, 2 portable fast.
  func readRGBA(fastPath: Int32) throws(PNGError) -> [UInt8] {
    var message = [CChar](repeating: 0, count: 256)
    var status: Int32 = 0
    // The spare row and byte a row are room for the fast path's in-place unfiltering.
    let capacity = chevgen_png_fast_capacity(UInt32(width), UInt32(height))
    let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      MemoryPages.prefault(UnsafeMutableRawBufferPointer(buffer))
      status = chevgen_png_read_rgba(
        handle, buffer.baseAddress, fastPath, &message, message.count)
      count = status == 0 ? width * height * 4 : 0
    }
    guard status == 0 else { throw .unreadable(reason: Self.text(message)) }
    return pixels
  }

  /// A NUL-terminated C message as a String.
  private static func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
