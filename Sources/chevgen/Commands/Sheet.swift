import ArgumentParser
import ChevGenKit
import ChevGenSystem

/// `chevgen sheet`: every style, state, appearance and purpose on one image.
public struct Sheet: ChevGenCommand {
  public static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Draw every style × state × appearance, and every purpose, side by side.",
    discussion: """
      For the README and design reviews:
        chevgen sheet --out sheet.png --scales 1,2
          → sheet.png sheet@2x.png
      draws a light panel and a dark panel: each style's back button normal,
      highlighted and disabled, then each style's actions (add, edit, delete,
      search, share, close, done, save, cancel). PNG is written once per scale,
      with render's suffixes; SVG and PDF sheets are vector art, one file, where
      glass shows its glyphs alone (glass is drawn over pixels). Each
      written path is printed on its own line. Exit status: 0 success, 1
      failure, 64 a mistake in the options.
      """)

  @Option(
    help: ArgumentHelp(
      "Output file; .png, .svg or .pdf. Scale suffixes are added to its name. "
        + "e.g. --out sheet.png", valueName: "path"))
  public var out: String

  @Option(help: ImageOptions.scalesHelp)
  public var scales: String?

  @OptionGroup var output: OutputOptions<Sheet>

  public init() {}
}

/// What `chevgen sheet` does.
extension Sheet {
  public func run() throws {
    do {
      let paths = try SheetRenderer.render(output: out, scales: try ImageOptions.scales(scales))
      ReportPrinter.print(written: paths, warnings: [], output.console)
    } catch {
      throw CommandFailure(error)
    }
  }
}

/// `chevgen sheet`'s `--json`: the files written, as it has no warnings.
extension Sheet: OutputWording {
  static let jsonHelp: ArgumentHelp = "Print the files written as one JSON object. e.g. --json"
}
