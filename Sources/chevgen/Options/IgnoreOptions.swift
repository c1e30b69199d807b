import ArgumentParser
import ChevGenCompare
import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

/// `chevgen diff`'s areas to leave out of a comparison: `--ignore` rectangles
/// and a `--mask` image, in the reference's pixels. Their mistakes are
/// trouble (exit 2), as every other mistake in diff's options is.
struct IgnoreOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Leave a rectangle out of the comparison: X,Y,W,H in pixels of the reference; "
        + "repeat it for more. For folders, applied to every pair. e.g. --ignore 0,0,320,20",
      valueName: "x,y,w,h"))
  var ignore: [String] = []

  @Option(
    help: ArgumentHelp(
      "Leave out the pixels a PNG of the reference's size marks: every pixel neither "
        + "transparent nor black. For folders, applied to every pair. e.g. --mask clock.png",
      valueName: "file"))
  var mask: String?

  /// The regions and mask given; each region's form and size checked first,
  /// so that a typo fails even when no pair is compared.
  func areas() throws(CommandFailure) -> IgnoredAreas {
    var regions: [IgnoredRegion] = []
    for text in ignore {
      let region: IgnoredRegion
      do throws(CompareError) { region = try DiffValue.region(text) } catch {
        throw CommandFailure(error)
      }
      if region.isEmpty { throw failure(.emptyRegion(region), reference: "") }
      regions.append(region)
    }
    guard let mask else { return IgnoredAreas(regions: regions) }
    do throws(CompareError) {
      return IgnoredAreas(regions: regions, mask: try ImageDiffer.image(at: mask))
    } catch {
      throw Self.usage(
        "\(flag(.mask)) '\(mask)' cannot be used: \(error.message(naming: CommandFailure.flag))")
    }
  }

  /// `problem`, met comparing the pair whose reference is `reference`, in
  /// the command line's words.
  func failure(_ problem: IgnoreProblem, reference: String) -> CommandFailure {
    switch problem {
    case .emptyRegion(let region):
      return Self.usage(
        ValueText.invalid(
          flag(.ignore), value: region.text,
          expected: "the region is empty; give a width and a height of 1 or more, "
            + "e.g. \(flag(.ignore)) \(region.x),\(region.y),10,10"))
    case .outsideImages(let region, let width, let height):
      return Self.usage(
        ValueText.invalid(
          flag(.ignore), value: region.text,
          expected: "it lies wholly outside '\(reference)' and its actual image "
            + "(\(width)×\(height) together); give X,Y,W,H within the reference, "
            + "e.g. \(flag(.ignore)) 0,0,\(width),\(max(1, height / 2))"))
    case .everything(let width, let height):
      let flags = (ignore.isEmpty ? [] : [flag(.ignore)]) + (mask == nil ? [] : [flag(.mask)])
      return Self.usage(
        "\(flags.joined(separator: " and ")) leave no pixel of '\(reference)' "
          + "(\(width)×\(height)) to compare; ignore part of the image, not all of it")
    case .maskSize(let maskSize, let referenceSize):
      return Self.usage(
        "\(flag(.mask)) '\(mask ?? "")' is \(maskSize.text) and the reference '\(reference)' is "
          + "\(referenceSize.text); give a mask of the reference's size")
    }
  }

  /// What is ignored, for a review page's settings line; empty when nothing is.
  var summary: String {
    let parts =
      ignore.map { "\(flag(.ignore)) \($0)" } + (mask.map { ["\(flag(.mask)) \($0)"] } ?? [])
    guard !parts.isEmpty else { return "" }
    return "ignoring " + parts.joined(separator: ", ") + " (blue in the diff images)"
  }

  /// A field's flag.
  private func flag(_ field: RequestField) -> String { CommandFailure.flag(field) }

  /// A mistake in these options: exit 2, as diff(1)'s trouble.
  private static func usage(_ message: String) -> CommandFailure {
    CommandFailure(message: message, exitCode: ExitRules.comparison.failure)
  }
}
