import ChevGenSystem

/// A palette PNG of at most 256 colours, its rows kept as one byte a pixel
/// (an index into the colours), made in bands: each band by one thread at a
/// time, all bands at once (a diff image drawn on every core), or one band
/// of every row (`PNGRowEncoder`).
///
/// A diff image is the first image's luma faded towards white, plus a colour
/// or two: with pixelmatch's default alpha about thirty colours. As a palette
/// PNG it is a quarter of the bytes to compress and to keep (on a 2560×1600
/// pair: 4 MB instead of 16 MB), which decides how fast `chevgen diff --out`
/// runs and how much memory it needs.
///
/// Each band numbers its colours in the order they first appear in it; `png()`
/// joins the bands' colours in band order, which is the order they first
/// appear in the whole image, and renumbers each band's indices: the same
/// palette and bytes as `PNGRowEncoder` writing the rows one after another.
/// When the colours together number more than 256, `png()` gives nil and the
/// caller draws the image again as RGBA rows.
public final class PaletteBands: @unchecked Sendable {
  private let width: Int
  private let height: Int
  private let bandRows: Int
  /// Each row's filter byte (0, none) and indices, shared by the bands: each
  /// thread writes only its band's rows.
  private let indices: UnsafeMutableBufferPointer<UInt8>
  /// Each band's colours, and whether they took it past 256: one thread each.
  private let colours: UnsafeMutableBufferPointer<PaletteColours>
  private let overflowed: UnsafeMutableBufferPointer<Bool>

  /// Whether a `width × height` image's indices are kept whole, as
  /// `PNGRowEncoder` keeps them when asked for a palette (up to 64 MB): larger
  /// images go through its RGBA rows, a batch at a time.
  public static func allows(width: Int, height: Int) -> Bool {
    (1 + width) * height <= PNGRowEncoder.wholeImageBytes
  }

  /// Starts a `width × height` image whose bands are `bandRows` rows from row
  /// 0; refuses one beyond `ImageLimits` or `allows`.
  public init(width: Int, height: Int, bandRows: Int) throws(PNGError) {
    try PNGEncoder.checkSize(width: width, height: height)
    precondition(bandRows > 0 && Self.allows(width: width, height: height))
    self.width = width
    self.height = height
    self.bandRows = bandRows
    indices = .allocate(capacity: (1 + width) * height)
    indices.initialize(repeating: 0)
    let bands = (height + bandRows - 1) / bandRows
    colours = .allocate(capacity: bands)
    colours.initialize(repeating: PaletteColours())
    overflowed = .allocate(capacity: bands)
    overflowed.initialize(repeating: false)
  }

  deinit {
    indices.deallocate()
    colours.deinitialize()
    colours.deallocate()
    overflowed.deallocate()
  }

  /// Adds row `y`: `width` straight RGBA pixels at `row`; false once its
  /// band's colours are past 256 (the row then half written). A band's rows
  /// must come in order, from one thread at a time.
  @discardableResult
  public func append(_ row: UnsafePointer<UInt8>, y: Int) -> Bool {
    let band = y / bandRows
    guard !overflowed[band] else { return false }
    let target = indices.baseAddress! + y * (1 + width) + 1
    if !colours[band].index(UnsafeRawPointer(row), width: width, into: target) {
      overflowed[band] = true
    }
    return !overflowed[band]
  }

  /// Replaces each index in `rows` by its entry in `renumbered`.
  private func renumber(_ rows: Range<Int>, with renumbered: [UInt8]) {
    renumbered.withUnsafeBufferPointer { table in
      for y in rows {
        let start = y * (1 + width) + 1
        for x in start..<start + width { indices[x] = table[Int(indices[x])] }
      }
    }
  }

  /// Row `y`, added before, as RGBA pixels written to `pixels`.
  func row(_ y: Int, into pixels: UnsafeMutablePointer<UInt8>) {
    let words = colours[y / bandRows].words
    let target = UnsafeMutableRawPointer(pixels)
    for x in 0..<width {
      let colour = words[Int(indices[y * (1 + width) + 1 + x])]
      target.storeBytes(of: colour, toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// The PNG file, once every row is in; nil when the image has more than 256
  /// colours. Renumbers the rows in place, so it is asked once.
  public func png() throws(PNGError) -> [UInt8]? {
    guard !overflowed.contains(true) else { return nil }
    var joined = PaletteColours()
    var renumberings: [(rows: Range<Int>, renumbered: [UInt8])] = []
    for band in colours.indices {
      var renumbered = [UInt8](repeating: 0, count: colours[band].words.count)
      for (local, word) in colours[band].words.enumerated() {
        guard let index = joined.index(of: word) else { return nil }
        renumbered[local] = index
      }
      if renumbered.enumerated().contains(where: { $0.offset != Int($0.element) }) {
        renumberings.append((band * bandRows..<min((band + 1) * bandRows, height), renumbered))
      }
    }
    // Each band's rows are its own, so the bands are renumbered on every core
    // (a 2560×1600 diff image's 4 M indices took 3 ms on one).
    _ = ParallelMap.map(renumberings) { [self] in renumber($0.rows, with: $0.renumbered) }
    let data = try RunLengthDeflate.zlibStream(UnsafeBufferPointer(indices))
    return PNGRowEncoder.png(width: width, height: height, colours: joined, imageData: data)
  }
}
