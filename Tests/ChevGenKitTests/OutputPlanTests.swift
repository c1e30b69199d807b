import ChevGenFormat
import ChevGenKit
import ChevGenSystem
import Testing

@Test func pngPlansOneFilePerStateAndScale() {
  let plan = OutputPlan(
    path: "out/back.png", format: .png, states: [.normal, .highlighted], scales: [1, 1.5, 3])
  #expect(
    plan.images.map(\.path) == [
      "out/back.png", "out/back@1.5x.png", "out/back@3x.png", "out/back-highlighted.png",
      "out/back-highlighted@1.5x.png", "out/back-highlighted@3x.png",
    ])
  #expect(plan.images[4].scale == 1.5 && plan.images[4].state == .highlighted)
}

@Test func vectorPlansOneFilePerState() {
  let plan = OutputPlan(path: "Back.SVG", format: .svg, states: [.normal, .disabled], scales: [1])
  #expect(plan.images.map(\.path) == ["Back.SVG", "Back-disabled.SVG"])
}

@Test func formatComesFromTheExtension() {
  #expect(OutputFormat(path: "a/b.PNG") == .png)
  #expect(OutputFormat(path: "b.pdf") == .pdf)
  #expect(OutputFormat(path: "b.svg") == .svg)
  #expect(OutputFormat(path: "b.jpg") == nil)
  #expect(OutputFormat(path: "dir.png/b") == nil)
  #expect(OutputFormat(path: ".png") == nil)
}
