// Times chevgen's pixelmatch comparison in-process, for scripts/bench:
//   chevgen-bench EXPECTED.png ACTUAL.png RUNS
// prints the median milliseconds of decoding the first file, of a comparison of the two images and of the
// first image with a copy of itself (the identical-images path), as
// decode_ms=… compare_ms=… identical_ms=… counted=…
import ChevronDiff
import ChevronRender

#if canImport(Glibc)
  import Glibc
#endif

func milliseconds(_ body: () -> Void) -> Double {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  body()
  clock_gettime(CLOCK_MONOTONIC, &end)
  return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

func median(runs: Int, _ body: () -> Void) -> Double {
  let times = (0..<runs).map { _ in milliseconds(body) }.sorted()
  return times[runs / 2]
}

func load(_ path: String) -> RGBAImage {
  guard let file = fopen(path, "rb") else { fatalError("cannot open \(path)") }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count == 0 { break }
    bytes += buffer[0..<count]
  }
  do { return try PNGDecoder.decode(bytes) } catch { fatalError(error.message) }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let runs = Int(arguments[3]), runs > 0 else {
  print("usage: chevgen-bench EXPECTED.png ACTUAL.png RUNS")
  exit(64)
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
