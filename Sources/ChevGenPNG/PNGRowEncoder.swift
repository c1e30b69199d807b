import CPNG
import CZlib
import ChevGenImage

/// Encodes a PNG from straight RGBA8 rows handed over one at a time, top to bottom.
///
/// Each row is filtered as it arrives, so whoever draws the image needs no
/// image-sized buffer of its own: a diff image is written row by row as it is
/// computed. Filtered rows up to `wholeImageBytes` are compressed in one
/// libdeflate call; larger images go through zlib a batch of rows at a time,
/// so that a 64-megapixel image needs no image-sized buffer here either.
/// Output depends only on the pixels and the versions of libdeflate and zlib.
public final class PNGRowEncoder {
  private let width: Int
  private let height: Int
  private let rowLength: Int
  private let rowsPerBatch: Int
  /// The filtered rows: all of them, or the current batch's.
  private var filtered: [UInt8]
  private var rows = 0
  private var batched = 0
  private let compressor: Compressor?
  /// The rows so far as palette indices, while they hold at most 256 colours.
  private var palette: PaletteBands?

  /// Starts a `width × height` image; refuses one beyond `ImageLimits`. With
  /// `palette`, the image is written as a palette PNG if it has at most 256
  /// colours (as RGBA otherwise): for images that usually have few, such as
  /// diff images.
  public init(width: Int, height: Int, palette: Bool = false) throws(PNGError) {
    try PNGEncoder.checkSize(width: width, height: height)
    self.width = width
    self.height = height
    rowLength = 1 + width * 4
    if rowLength * height <= Self.wholeImageBytes {
      rowsPerBatch = height
      compressor = nil
    } else {
      rowsPerBatch = max(1, (1 << 16) / rowLength)
      compressor = try Compressor(level: PNGEncoder.compressionLevel)
    }
    if palette && PaletteBands.allows(width: width, height: height) {
      self.palette = try PaletteBands(width: width, height: height, bandRows: max(height, 1))
      filtered = []
    } else {
      filtered = Self.rowBuffer(count: rowLength * min(rowsPerBatch, height))
    }
  }

  /// Room for `count` bytes of filtered rows, not cleared: every row is
  /// written whole before any is read, and clearing them cost as much as
  /// filtering them.
  private static func rowBuffer(count: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
  }

  /// The largest filtered image compressed in one call (libdeflate): every
  /// button's art, and diff images up to 16 megapixels (5K screens). On a
  /// 2560×1600 diff image it is several times faster than zlib's stream.
  static let wholeImageBytes = 64 << 20

  /// libdeflate's fastest level. On scripts/bench build's 8,960 images it
  /// writes 4% less than zlib's level 3 (85.5 MB against 89.3 MB) and the
  /// cold build runs about 20% faster; its level 4 is no smaller and slower.
  static let wholeImageLevel: Int32 = 1

  /// Adds the next row: `width` straight RGBA pixels at `row`.
  public func append(_ row: UnsafePointer<UInt8>) throws(PNGError) {
    precondition(rows < height, "more rows than the image's height")
    if let palette {
      if palette.append(row, y: rows) {
        rows += 1
        return
      }
      try leavePalette()
    }
    let offset = batched * rowLength
    filtered.withUnsafeMutableBufferPointer { target in
      Self.filter(row, width: width, into: target.baseAddress! + offset)
    }
    rows += 1
    batched += 1
    if let compressor, batched == rowsPerBatch || rows == height {
      try compressor.add(filtered[..<(batched * rowLength)], finishing: rows == height)
      batched = 0
    }
  }

  /// The row that takes the palette past 256 colours: the rows so far are
  /// filtered as RGBA, as if they had come so.
  private func leavePalette() throws(PNGError) {
    guard let stored = palette else { return }
    palette = nil
    filtered = Self.rowBuffer(count: rowLength * min(rowsPerBatch, height))
    let done = rows
    rows = 0
    var pixels = [UInt8](repeating: 0, count: width * 4)
    for y in 0..<done {
      pixels.withUnsafeMutableBufferPointer { stored.row(y, into: $0.baseAddress!) }
      try append(pixels)
    }
  }

  /// The PNG file, once every row is in.
  public func png() throws(PNGError) -> [UInt8] {
    precondition(rows == height, "fewer rows than the image's height")
    guard let palette else {
      return Self.png(width: width, height: height, colours: nil, imageData: try imageData())
    }
    // Never nil: the row that took the palette past 256 colours left it.
    return try palette.png()!
  }

  /// A PNG file around `imageData`: compressed palette indices into
  /// `colours`, or compressed filtered RGBA rows when `colours` is nil.
  static func png(
    width: Int, height: Int, colours: PaletteColours?, imageData: [UInt8]
  ) -> [UInt8] {
    var png = PNGEncoder.signature
    let colourType: UInt8 = colours == nil ? 6 : 3
    PNGEncoder.appendChunk(
      "IHDR", PNGEncoder.header(width: width, height: height, colourType: colourType), to: &png)
    if let colours {
      PNGEncoder.appendChunk("PLTE", colours.palette, to: &png)
      if let alphas = colours.transparency { PNGEncoder.appendChunk("tRNS", alphas, to: &png) }
    }
    PNGEncoder.appendChunk("IDAT", imageData, to: &png)
    PNGEncoder.appendChunk("IEND", [], to: &png)
    return png
  }

  /// The compressed filtered RGBA rows, once every row is in: an IDAT or
  /// fdAT body. (Palette images are written whole by `png()`.)
  func imageData() throws(PNGError) -> [UInt8] {
    precondition(rows == height && palette == nil, "fewer rows, or a palette image")
    if let compressor { return compressor.output }
    return try filtered.withUnsafeBufferPointer { rows throws(PNGError) in
      try Deflater.compress(rows, level: Self.wholeImageLevel)
    }
  }

  /// A row with the Sub filter (why one fixed filter: see `PNGEncoder`): each
  /// byte minus the same channel of the pixel to its left, sixteen bytes at a
  /// time (the byte loop was a third of writing a diff image).
  private static func filter(
    _ pixels: UnsafePointer<UInt8>, width: Int, into row: UnsafeMutablePointer<UInt8>
  ) {
    row[0] = 1
    let count = width * 4
    let source = UnsafeRawPointer(pixels)
    let target = UnsafeMutableRawPointer(row + 1)
    var index = 0
    while index < min(count, 4) {
      row[1 + index] = pixels[index]
      index += 1
    }
    while index + 16 <= count {
      let current = source.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let left = source.loadUnaligned(fromByteOffset: index - 4, as: SIMD16<UInt8>.self)
      target.storeBytes(of: current &- left, toByteOffset: index, as: SIMD16<UInt8>.self)
      index += 16
    }
    while index < count {
      row[1 + index] = pixels[index] &- pixels[index - 4]
      index += 1
    }
  }
}
