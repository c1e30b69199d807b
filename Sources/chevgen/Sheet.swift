import ArgumentParser
import ChevGenKit

/// `chevgen sheet`: every style, state, appearance and purpose on one image.
struct Sheet: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw every style × state × appearance, and every purpose, side by side.",
    discussion: """
      For the README and design reviews:
        chevgen sheet --out sheet.png
      draws a light panel and a dark panel: each style's back button normal,
      highlighted and disabled, then each style's actions (add, edit, delete,
      search, share, done, save, cancel). SVG and PDF sheets are vector art.
      """)

  @Option(
    help: ArgumentHelp("Output file; .png, .svg or .pdf. e.g. --out sheet.png", valueName: "path"))
  var out: String

  @Option(
    help: ArgumentHelp(
      "Scale of a PNG sheet, a multiple of 0.5 from 1 to 8. e.g. --scale 3", valueName: "scale"))
  var scale: Double = 2

  func run() throws {
    do {
      print(try SheetRenderer.render(output: out, scale: scale))
    } catch {
      throw CommandFailure(error)
    }
  }
}
