#if SwiftSnapshotTesting
  import ChevGenDiff
  import ChevGenImage
  import ChevGenPNG
  import ChevGenSnapshot
  import Foundation
  import SnapshotTesting

  extension Diffing where Value == SnapshotPNG {
    /// Compares PNG files as `chevgen diff` does (pixelmatch 7.2.0 with
    /// `options`), passing within `tolerance`; a failure is worded with
    /// `limits`, the tolerance in the strategy's own words.
    ///
    /// A mismatch returns the count, and the reference, actual and diff
    /// images as attachments (which swift-snapshot-testing attaches under
    /// Xcode), and hands the images to the running `assertSnapshot`, which
    /// writes the diff image and names it.
    public static func pixelMatch(
      options: PixelMatchOptions, tolerance: DiffTolerance, limits: String
    ) -> Diffing {
      .diff(
        toData: { png in
          SnapshotCheck.current?.saw(png.bytes)
          return png.bytes
        },
        fromData: { bytes in
          SnapshotCheck.current?.saw(bytes)
          return SnapshotPNG(bytes: bytes)
        },
        diffV2: { reference, actual in
          guard
            let (found, diff) = compare(
              actual, with: reference, options: options, tolerance: tolerance, limits: limits)
          else { return nil }
          guard let diff else { return (found, []) }
          SnapshotCheck.current?.mismatch = SnapshotCheck.Mismatch(
            reference: reference.bytes, actual: actual.bytes, diff: diff)
          let attachments: [DiffAttachment] = [
            .data(reference.bytes, name: "reference.png"), .data(actual.bytes, name: "actual.png"),
            .data(diff, name: "diff.png"),
          ]
          return (found, attachments)
        })
    }

    /// nil when `actual` passes against `reference`; otherwise what was
    /// found, and the diff image's PNG when one was made.
    static func compare(
      _ actual: SnapshotPNG, with reference: SnapshotPNG, options: PixelMatchOptions,
      tolerance: DiffTolerance, limits: String
    ) -> (String, Data?)? {
      let expected: RGBAImage
      let image: RGBAImage
      do throws(PNGError) { expected = try PNGDecoder.decode([UInt8](reference.bytes)) } catch {
        return ("the reference cannot be used: \(error.message)", nil)
      }
      do throws(PNGError) { image = try PNGDecoder.decode([UInt8](actual.bytes)) } catch {
        return ("the image to check is not a readable PNG: \(error.message)", nil)
      }
      switch SnapshotComparison(
        image, reference: expected, options: options, tolerance: tolerance, limits: limits)
      {
      case .matches:
        return nil
      case .differs(let found, let diff):
        guard let png = try? PNGEncoder.encode(diff, palette: true) else { return (found, nil) }
        return (found, Data(png))
      case .tooLarge(let found):
        return (found, nil)
      case .cannotCompare(let problem):
        return ("cannot compare: \(problem)", nil)
      }
    }
  }
#endif
