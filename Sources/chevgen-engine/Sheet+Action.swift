import ChevGenKit
import ChevgenCommandLine
import ChevgenCommands
import ChevronSupport

/// What `chevgen sheet` does, in the engine; its options are in ChevgenCommands.
extension Sheet {
  func perform() throws {
    do {
      let paths = try SheetRenderer.render(output: out, scales: try ImageOptions.scales(scales))
      StandardOutput.lines(paths)
    } catch {
      throw CommandFailure(error)
    }
  }
}
