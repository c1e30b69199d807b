import ChevGenCairo
import ChevGenImage
import Testing

@Test func refusesImagesBeyondTheLimitsBeforeAllocating() {
  #expect(throws: RenderError.imageTooLarge(width: 60000, height: 60000)) {
    try ImageSurface(width: 60000, height: 60000)
  }
  #expect(throws: RenderError.imageTooLarge(width: 32768, height: 30)) {
    try ImageSurface(width: 32768, height: 30)
  }
  #expect(throws: RenderError.imageTooLarge(width: 0, height: 30)) {
    try ImageSurface(width: 0, height: 30)
  }
  #expect(ImageLimits.allows(width: 8000, height: 8000))
  #expect(!ImageLimits.allows(width: 8001, height: 8000))
  #expect(
    RenderError.imageTooLarge(width: 40000, height: 90).message
      == "a 40000×90-pixel image is too large (limit: 32767 pixels a side, 64 megapixels); "
      + "use a smaller width or scale")
}
