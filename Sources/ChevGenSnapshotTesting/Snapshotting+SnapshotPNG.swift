#if SwiftSnapshotTesting
  import ChevGenDiff
  import ChevGenImage
  import ChevGenPNG
  import ChevGenSnapshot
  import Foundation
  import SnapshotTesting

  extension Snapshotting where Value == Data, Format == SnapshotPNG {
    /// PNG file bytes, compared as `chevgen diff` compares but at threshold
    /// 0.01 (`PixelMatchOptions.snapshot`), so that any visible colour change
    /// fails: anti-aliased pixels not counted, no pixel may differ.
    /// `.png(threshold: 0.1)` is pixelmatch's own default.
    public static var png: Snapshotting { png() }

    /// PNG file bytes compared with pixelmatch's `threshold` (0 to 1; how far
    /// apart two colours may be and still match, in its YIQ distance),
    /// passing when the differing pixels stay within `tolerance` (a count,
    /// a share, or both). The reference is written as the bytes given.
    public static func png(
      threshold: Double = PixelMatchOptions.snapshotThreshold,
      tolerance: DiffTolerance = DiffTolerance()
    ) -> Snapshotting {
      var options = PixelMatchOptions()
      options.threshold = threshold
      return png(options: options, tolerance: tolerance)
    }

    /// PNG file bytes passing when at least `precision` (0 to 1) of the pixels
    /// match, as swift-snapshot-testing's `precision` counts pixels alongside
    /// a `perceptualPrecision` below 1: `precision: 0.99` is
    /// `tolerance: DiffTolerance(maximumRatio: 0.01)`. A pixel matches by
    /// pixelmatch's `threshold`, not by a perceptual precision (see the
    /// ChevGenSnapshotTesting article for why the two differ).
    public static func png(
      precision: Float, threshold: Double = PixelMatchOptions.snapshotThreshold
    ) -> Snapshotting {
      var options = PixelMatchOptions()
      options.threshold = threshold
      let share = 1 - (Double("\(precision)") ?? Double(precision))
      return Snapshotting(
        pathExtension: "png",
        diffing: .pixelMatch(
          options: options, tolerance: DiffTolerance(maximumRatio: max(0, share)),
          limits: "what precision \(precision) allows"),
        snapshot: { SnapshotPNG(bytes: $0) })
    }

    /// PNG file bytes compared with all of `chevgen diff`'s options (the
    /// anti-aliased pixels counted or not, the diff image's colours).
    public static func png(options: PixelMatchOptions, tolerance: DiffTolerance) -> Snapshotting {
      let limits = tolerance.summary { $0 == .pixels ? "maximumPixels" : "maximumRatio" }
      return Snapshotting(
        pathExtension: "png",
        diffing: .pixelMatch(options: options, tolerance: tolerance, limits: limits),
        snapshot: { SnapshotPNG(bytes: $0) })
    }
  }

  extension Snapshotting where Value == RGBAImage, Format == SnapshotPNG {
    /// Pixels, encoded as PNG and compared as `png` compares.
    public static var image: Snapshotting { image() }

    /// Pixels compared as `png(threshold:tolerance:)` compares.
    public static func image(
      threshold: Double = PixelMatchOptions.snapshotThreshold,
      tolerance: DiffTolerance = DiffTolerance()
    ) -> Snapshotting {
      Snapshotting<Data, SnapshotPNG>.png(threshold: threshold, tolerance: tolerance)
        .pullback(encoded)
    }

    /// Pixels compared as `png(precision:threshold:)` compares.
    public static func image(
      precision: Float, threshold: Double = PixelMatchOptions.snapshotThreshold
    ) -> Snapshotting {
      Snapshotting<Data, SnapshotPNG>.png(precision: precision, threshold: threshold)
        .pullback(encoded)
    }

    /// Pixels compared as `png(options:tolerance:)` compares.
    public static func image(options: PixelMatchOptions, tolerance: DiffTolerance)
      -> Snapshotting
    {
      Snapshotting<Data, SnapshotPNG>.png(options: options, tolerance: tolerance)
        .pullback(encoded)
    }

    /// `image` as a PNG file, the same bytes for the same pixels; an image
    /// beyond chevgen's limits becomes no bytes, which the comparison refuses
    /// as unreadable.
    private static func encoded(_ image: RGBAImage) -> Data {
      Data((try? PNGEncoder.encode(image)) ?? [])
    }
  }
#endif
