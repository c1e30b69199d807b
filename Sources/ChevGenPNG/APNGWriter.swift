import ChevGenImage

/// Encodes frames of one size as an animated PNG that plays once and stays on
/// its last frame.
///
/// The first frame is also the default image, so a viewer without APNG support
/// shows it. Each later frame stores only the rectangle that changed since the
/// one before and replaces those pixels (blend op SOURCE, dispose op NONE).
public enum APNGWriter {
  /// The APNG file bytes of `frames`, shown `1 / framesPerSecond` seconds each.
  public static func data(
    frames: [RGBAImage], framesPerSecond: Int
  ) throws(PNGError) -> [UInt8] {
    guard let first = frames.first else { return [] }
    try PNGEncoder.checkSize(width: first.width, height: first.height)
    precondition(frames.allSatisfy { $0.width == first.width && $0.height == first.height })
    var png = PNGEncoder.signature
    PNGEncoder.appendChunk(
      "IHDR", PNGEncoder.header(width: first.width, height: first.height), to: &png)
    var control: [UInt8] = []
    PNGEncoder.appendBigEndian(UInt32(frames.count), to: &control)
    PNGEncoder.appendBigEndian(1, to: &control)  // Plays once.
    PNGEncoder.appendChunk("acTL", control, to: &png)
    var sequence: UInt32 = 0
    var previous: RGBAImage?
    for frame in frames {
      let region = previous.map { changedRegion(from: $0, to: frame) } ?? Region(frame)
      PNGEncoder.appendChunk(
        "fcTL", frameControl(sequence, region, framesPerSecond: framesPerSecond), to: &png)
      sequence += 1
      let data = try PNGEncoder.imageData(rgba: region.crop(frame))
      if previous == nil {
        PNGEncoder.appendChunk("IDAT", data, to: &png)
      } else {
        var body: [UInt8] = []
        PNGEncoder.appendBigEndian(sequence, to: &body)
        PNGEncoder.appendChunk("fdAT", body + data, to: &png)
        sequence += 1
      }
      previous = frame
    }
    PNGEncoder.appendChunk("IEND", [], to: &png)
    return png
  }

  /// A rectangle of pixels within a frame.
  struct Region: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    init(_ image: RGBAImage) {
      self.init(x: 0, y: 0, width: image.width, height: image.height)
    }

    func crop(_ image: RGBAImage) -> RGBAImage {
      image.cropped(x: x, y: y, width: width, height: height)
    }
  }

  /// The smallest rectangle holding every pixel that differs; one pixel when none does.
  static func changedRegion(from old: RGBAImage, to new: RGBAImage) -> Region {
    var (left, top, right, bottom) = (new.width, new.height, -1, -1)
    old.pixels.withUnsafeBytes { oldBytes in
      new.pixels.withUnsafeBytes { newBytes in
        for y in 0..<new.height {
          let row = y * new.width * 4
          for x in 0..<new.width
          where oldBytes.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
            != newBytes.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
          {
            left = min(left, x)
            right = max(right, x)
            top = min(top, y)
            bottom = max(bottom, y)
          }
        }
      }
    }
    guard right >= 0 else { return Region(x: 0, y: 0, width: 1, height: 1) }
    return Region(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }

  private static func frameControl(
    _ sequence: UInt32, _ region: Region, framesPerSecond: Int
  ) -> [UInt8] {
    var body: [UInt8] = []
    for value in [sequence, UInt32(region.width), UInt32(region.height), UInt32(region.x)] {
      PNGEncoder.appendBigEndian(value, to: &body)
    }
    PNGEncoder.appendBigEndian(UInt32(region.y), to: &body)
    // Delay numerator 1, denominator fps: one frame's time.
    body += [0, 1, UInt8(framesPerSecond >> 8), UInt8(framesPerSecond & 0xFF)]
    body += [0, 0]  // Dispose op NONE, blend op SOURCE.
    return body
  }
}
