import ChevGenImage

/// pixelmatch 7.2.0's image comparison, result for result and diff image for diff image.
///
/// Colours are compared in YIQ space (Kotsarenko & Ramos) against
/// `35215 × threshold²`, translucent pixels are blended over a background first,
/// and a differing pixel that looks like anti-aliasing in either image
/// (Vysniauskas 2009) is drawn but not counted. The arithmetic follows
/// pixelmatch's own, in doubles and in the same order, so that borderline pixels
/// fall the same way.
public struct PixelMatch {
  private let first: UnsafePointer<UInt8>
  private let second: UnsafePointer<UInt8>
  private let firstWords: UnsafePointer<UInt32>
  private let secondWords: UnsafePointer<UInt32>
  private let width: Int
  private let height: Int
  private let options: PixelMatchOptions
  private let maximumDelta: Double

  /// Compares `first` with `second`; images of different sizes are compared over
  /// the union of both, each padded with transparent pixels.
  ///
  /// Memory: the two images and, when drawing, the diff image, all of the union's
  /// size. An image handed over as its last use is padded in place of its pixels.
  /// The union of two images within a size limit may exceed it (32767 × 1 and
  /// 1 × 32767): callers check `unionSize` against their limit first.
  public static func compare(
    _ first: consuming RGBAImage, _ second: consuming RGBAImage,
    options: PixelMatchOptions = PixelMatchOptions(), drawingDiff: Bool = false
  ) -> PixelMatchResult {
    guard drawingDiff else { return compare(first, second, options: options, diffRows: nil) }
    let (width, height) = unionSize(first, second)
    var diff = [UInt8]()
    diff.reserveCapacity(width * height * 4)
    var result = compare(first, second, options: options) { row in
      diff.append(contentsOf: UnsafeBufferPointer(start: row, count: width * 4))
    }
    result.diffImage = RGBAImage(width: width, height: height, pixels: diff)
    return result
  }

  /// Compares as `compare(_:_:options:drawingDiff:)`, handing each row of the
  /// diff image to `diffRows`, top to bottom, as it is drawn (the pointer is
  /// valid only during the call): the diff image is never held whole, so a
  /// caller that encodes rows as they come needs memory for the two images only.
  public static func compare(
    _ first: consuming RGBAImage, _ second: consuming RGBAImage,
    options: PixelMatchOptions = PixelMatchOptions(),
    diffRows: ((UnsafePointer<UInt8>) -> Void)?
  ) -> PixelMatchResult {
    let (width, height) = unionSize(first, second)
    let sizesMatch = first.width == second.width && first.height == second.height
    var left = consume first
    left.pad(width: width, height: height)
    var right = consume second
    right.pad(width: width, height: height)
    let found = left.pixels.withUnsafeBufferPointer { left in
      right.pixels.withUnsafeBufferPointer { right in
        guard let a = left.baseAddress, let b = right.baseAddress else { return Tally() }
        let matcher = PixelMatch(
          first: a, second: b, width: width, height: height, options: options)
        return matcher.run(diffRows: diffRows)
      }
    }
    return found.result(width: width, height: height, sizesMatch: sizesMatch)
  }

  /// Compares as `compare(_:_:options:diffRows:)` does, in bands of rows that
  /// `map` may compare at once (one per core): `map` applies its second
  /// argument to each of the bands in its first and returns the results in
  /// their order. Pixelmatch's count is a sum over rows, and its bounds the
  /// union of the rows' bounds, so the result is the same however the bands
  /// are shared out. With `diffRows`, each row of the diff image is handed to
  /// it with its number, a band's rows in order, bands at once (the pointer is
  /// valid only during the call); the bands are `bandRows(height:)` rows from
  /// row 0. Images of different sizes are compared in one band.
  public static func compare(
    _ first: consuming RGBAImage, _ second: consuming RGBAImage, options: PixelMatchOptions,
    map: ([Range<Int>], @escaping @Sendable (Range<Int>) -> Tally) -> [Tally],
    diffRows: (@Sendable (_ y: Int, _ row: UnsafePointer<UInt8>) -> Void)? = nil
  ) -> PixelMatchResult {
    guard first.width == second.width && first.height == second.height, first.width > 0,
      first.height > 1
    else {
      var y = 0
      let numbered = diffRows.map { rows in
        { (row: UnsafePointer<UInt8>) in
          rows(y, row)
          y += 1
        }
      }
      return compare(first, second, options: options, diffRows: numbered)
    }
    let (left, right) = (consume first, consume second)
    let size = bandRows(height: left.height)
    let bands = stride(from: 0, to: left.height, by: size).map {
      $0..<min($0 + size, left.height)
    }
    let tallies = map(bands) { rows in
      left.pixels.withUnsafeBufferPointer { a in
        right.pixels.withUnsafeBufferPointer { b in
          PixelMatch(
            first: a.baseAddress!, second: b.baseAddress!, width: left.width,
            height: left.height, options: options
          ).run(rows: rows, diffRows: diffRows)
        }
      }
    }
    let total = tallies.reduce(Tally()) { $0.adding($1) }
    return total.result(width: left.width, height: left.height, sizesMatch: true)
  }

  /// Rows a band: eight bands, so that two cores share uneven work evenly.
  public static func bandRows(height: Int) -> Int { max(1, (height + 7) / 8) }

  /// The differing pixels of some rows and where they are, and the pixels
  /// whose colours differ but are not counted.
  public struct Tally: Sendable {
    var count = 0
    var bounds: PixelMatchResult.Bounds?
    var belowThreshold = 0
    var antiAliased = 0

    /// The tally of both sets of rows.
    func adding(_ other: Tally) -> Tally {
      var sum = Tally(
        count: count + other.count, bounds: bounds ?? other.bounds,
        belowThreshold: belowThreshold + other.belowThreshold,
        antiAliased: antiAliased + other.antiAliased)
      guard let mine = bounds, let theirs = other.bounds else { return sum }
      let x = min(mine.x, theirs.x)
      let y = min(mine.y, theirs.y)
      let right = max(mine.x + mine.width, theirs.x + theirs.width)
      let bottom = max(mine.y + mine.height, theirs.y + theirs.height)
      sum.bounds = PixelMatchResult.Bounds(x: x, y: y, width: right - x, height: bottom - y)
      return sum
    }

    /// The result of a comparison of a `width` × `height` canvas that found this.
    func result(width: Int, height: Int, sizesMatch: Bool) -> PixelMatchResult {
      var result = PixelMatchResult(
        differentPixels: count, width: width, height: height, sizesMatch: sizesMatch,
        bounds: bounds, diffImage: nil)
      result.belowThresholdPixels = belowThreshold
      result.antiAliasedPixels = antiAliased
      return result
    }
  }

  /// The canvas two images are compared on: the widest width and the tallest height.
  public static func unionSize(_ first: borrowing RGBAImage, _ second: borrowing RGBAImage) -> (
    width: Int, height: Int
  ) {
    (max(first.width, second.width), max(first.height, second.height))
  }

  private init(
    first: UnsafePointer<UInt8>, second: UnsafePointer<UInt8>, width: Int, height: Int,
    options: PixelMatchOptions
  ) {
    self.first = first
    self.second = second
    // Array storage is aligned for any scalar, so the bytes can be read as words.
    firstWords = UnsafeRawPointer(first).assumingMemoryBound(to: UInt32.self)
    secondWords = UnsafeRawPointer(second).assumingMemoryBound(to: UInt32.self)
    self.width = width
    self.height = height
    self.options = options
    maximumDelta = 35215 * options.threshold * options.threshold
  }

  /// Whether the first `count` pixels of both images are equal: two pixels
  /// at a time with an early exit, as `memcmp` does, then the odd one.
  private func samePixels(_ count: Int) -> Bool {
    let left = UnsafeRawPointer(firstWords)
    let right = UnsafeRawPointer(secondWords)
    for pair in 0..<count / 2 {
      let offset = pair * 8
      guard
        left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
    }
    return count % 2 == 0 || firstWords[count - 1] == secondWords[count - 1]
  }

  private func run(diffRows: ((UnsafePointer<UInt8>) -> Void)?) -> Tally {
    guard let diffRows else { return run(diff: nil) {} }
    return withDiffRow { diff, row in run(diff: diff) { diffRows(row) } }
  }

  /// Compares the rows `rows`, handing each row of the diff image to
  /// `diffRows` with its number, when there is one.
  private func run(
    rows: Range<Int>, diffRows: ((_ y: Int, _ row: UnsafePointer<UInt8>) -> Void)?
  ) -> Tally {
    guard let diffRows else { return run(rows: rows, diff: nil) {} }
    return withDiffRow { diff, row in
      var y = rows.lowerBound
      return run(rows: rows, diff: diff) {
        diffRows(y, row)
        y += 1
      }
    }
  }

  /// Calls `body` with a diff row to draw into and its pixels, valid during the call.
  private func withDiffRow(_ body: (DiffRow, UnsafePointer<UInt8>) -> Tally) -> Tally {
    // At least one pixel, so that an empty row still has an address.
    var row = [UInt8](repeating: 0, count: max(width, 1) * 4)
    return row.withUnsafeMutableBufferPointer { row in
      let diff = DiffRow(pixels: row.baseAddress!, width: width, faded: !options.diffMask)
      return body(diff, UnsafePointer(row.baseAddress!))
    }
  }

  /// Compares every row; with `diff`, draws each row of the diff image into it
  /// and calls `rowDrawn` once it is complete.
  private func run(diff: DiffRow?, rowDrawn: () -> Void) -> Tally {
    if samePixels(width * height) {
      if let diff {
        for y in 0..<height {
          diff.start()
          diff.fade(first, from: y * width, count: width, at: 0, alpha: options.alpha)
          rowDrawn()
        }
      }
      return Tally()
    }
    return run(rows: 0..<height, diff: diff, rowDrawn: rowDrawn)
  }

  /// Compares the rows `rows`, drawing them as `run(diff:rowDrawn:)` does.
  private func run(rows: Range<Int>, diff: DiffRow?, rowDrawn: () -> Void) -> Tally {
    let darker = options.darkerDiffColor ?? options.diffColor
    var different = 0
    var tolerated = (belowThreshold: 0, antiAliased: 0)
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in rows {
      let rowStart = y * width
      diff?.start()
      var x = 0
      while x < width {
        // Equal pixels are the common case: skip them in bulk, then handle one
        // differing pixel exactly as pixelmatch does.
        let next = nextDifference(from: rowStart + x, to: rowStart + width) - rowStart
        diff?.fade(first, from: rowStart + x, count: next - x, at: x, alpha: options.alpha)
        x = next
        guard x < width else { break }
        let position = (rowStart + x) * 4
        let delta = colorDelta(first, second, position, position, brightnessOnly: false)
        if abs(delta) > maximumDelta {
          if !options.includeAntiAliased
            && (antiAliased(first, x, y, firstWords, secondWords)
              || antiAliased(second, x, y, secondWords, firstWords))
          {
            diff?.mark(options.antiAliasedColor, at: x, always: false)
            tolerated.antiAliased += 1
          } else {
            diff?.mark(delta < 0 ? darker : options.diffColor, at: x, always: true)
            different += 1
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x)
            maxY = max(maxY, y)
          }
        } else {
          // Zero only for translucent pixels that blend to the same colour.
          if delta != 0 { tolerated.belowThreshold += 1 }
          diff?.fade(first, from: rowStart + x, count: 1, at: x, alpha: options.alpha)
        }
        x += 1
      }
      if diff != nil { rowDrawn() }
    }
    let bounds =
      different == 0
      ? nil
      : PixelMatchResult.Bounds(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    return Tally(
      count: different, bounds: bounds, belowThreshold: tolerated.belowThreshold,
      antiAliased: tolerated.antiAliased)
  }

  /// The index of the first pixel in `start..<end` that differs between the
  /// images, or `end`; compares eight pixels at a time.
  private func nextDifference(from start: Int, to end: Int) -> Int {
    var index = start
    let left = UnsafeRawPointer(firstWords)
    let right = UnsafeRawPointer(secondWords)
    while index + 8 <= end {
      let offset = index * 4
      var difference: UInt64 = 0
      for word in 0..<4 {
        difference |=
          left.loadUnaligned(fromByteOffset: offset + word * 8, as: UInt64.self)
          ^ right.loadUnaligned(fromByteOffset: offset + word * 8, as: UInt64.self)
      }
      if difference != 0 { break }
      index += 8
    }
    while index < end && firstWords[index] == secondWords[index] { index += 1 }
    return index
  }

  /// Whether the pixel at (`x1`, `y1`) of `image` looks like anti-aliasing: its
  /// neighbours hold both a darker and a brighter pixel, and one of those sits in
  /// a flat area (3+ identical neighbours) in both images.
  private func antiAliased(
    _ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ words: UnsafePointer<UInt32>,
    _ otherWords: UnsafePointer<UInt32>
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let position = (y1 * width + x1) * 4
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var darkest = 0.0
    var brightest = 0.0
    var darkestX = 0
    var darkestY = 0
    var brightestX = 0
    var brightestY = 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        let delta = colorDelta(
          image, image, position, (y * width + x) * 4, brightnessOnly: true)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestX = x
          darkestY = y
        } else if delta > brightest {
          brightest = delta
          brightestX = x
          brightestY = y
        }
      }
    }
    if darkest == 0 || brightest == 0 { return false }
    return
      (hasManySiblings(words, darkestX, darkestY)
      && hasManySiblings(otherWords, darkestX, darkestY))
      || (hasManySiblings(words, brightestX, brightestY)
        && hasManySiblings(otherWords, brightestX, brightestY))
  }

  /// Whether the pixel at (`x1`, `y1`) has 3 or more identical neighbours
  /// (the image's edge counts as one).
  private func hasManySiblings(_ words: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let value = words[y1 * width + x1]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        if value == words[y * width + x] { zeroes += 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }

  /// The squared YIQ distance between two pixels, negative when the second is
  /// darker; with `brightnessOnly`, the signed difference in luma alone.
  private func colorDelta(
    _ image1: UnsafePointer<UInt8>, _ image2: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
    brightnessOnly: Bool
  ) -> Double {
    let r1 = Int(image1[k])
    let g1 = Int(image1[k + 1])
    let b1 = Int(image1[k + 2])
    let a1 = Int(image1[k + 3])
    let r2 = Int(image2[m])
    let g2 = Int(image2[m + 1])
    let b2 = Int(image2[m + 2])
    let a2 = Int(image2[m + 3])
    let da = a1 - a2
    if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return 0 }
    var dr = Double(r1 - r2)
    var dg = Double(g1 - g2)
    var db = Double(b1 - b2)
    if a1 < 255 || a2 < 255 {
      let (rb, gb, bb) = background(k)
      dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
      dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
      db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
    }
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if brightnessOnly { return y }
    let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// The background channels a translucent pixel at byte offset `k` is blended over.
  private func background(_ k: Int) -> (Int, Int, Int) {
    guard options.background == .checkerboard else { return (255, 255, 255) }
    return (
      48 + 159 * (k % 2),
      48 + 159 * (Int(Double(k) / 1.618033988749895) % 2),
      48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
    )
  }
}
