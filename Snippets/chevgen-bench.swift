// Times chevgen's pixelmatch comparison in-process, for scripts/bench:
//   chevgen-bench EXPECTED.png ACTUAL.png RUNS
// prints the median milliseconds of decoding the first file, of a comparison of the two images and of the
// first image with a copy of itself (the identical-images path), as
// decode_ms=… compare_ms=… identical_ms=… counted=…
import ChevGenDiff
import ChevGenImage
import ChevGenPNG
import ChevGenSystem

func milliseconds(_ body: () -> Void) -> Double {
  let start = CurrentProcess.monotonicSeconds
  body()
  return (CurrentProcess.monotonicSeconds - start) * 1000
}

func median(runs: Int, _ body: () -> Void) -> Double {
  let times = (0..<runs).map { _ in milliseconds(body) }.sorted()
  return times[runs / 2]
}

func load(_ path: String) -> RGBAImage {
  let bytes: [UInt8]
  do { bytes = try FileReader.bytes(at: path) } catch {
    fatalError(error.message(outputOption: "--out"))
  }
  do { return try PNGDecoder.decode(bytes) } catch { fatalError(error.message) }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let runs = Int(arguments[3]), runs > 0 else {
  print("usage: chevgen-bench EXPECTED.png ACTUAL.png RUNS")
  CurrentProcess.exit(64)
}
var first = load(arguments[1])
let decode = median(runs: runs) { first = load(arguments[1]) }
let second = load(arguments[2])
var copy = first
copy.pixels[0] = copy.pixels[0]  // a separate buffer with the same pixels
var count = 0
let different = median(runs: runs) { count = PixelMatch.compare(first, second).differentPixels }
let identical = median(runs: runs) { count += PixelMatch.compare(first, copy).differentPixels }
print("decode_ms=\(decode) compare_ms=\(different) identical_ms=\(identical) counted=\(count)")
