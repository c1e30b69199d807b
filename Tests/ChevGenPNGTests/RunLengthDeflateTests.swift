import CZlib
import Testing

@testable import ChevGenPNG

/// The pieces compressed apart must join into one zlib stream that zlib
/// itself inflates to exactly the input, its checksum included: at and
/// around the pieces' edges, for runs as diff images have and for noise that
/// does not compress at all.
@Test(arguments: [
  1, RunLengthDeflate.pieceBytes - 1, RunLengthDeflate.pieceBytes,
  RunLengthDeflate.pieceBytes + 1, 3 * RunLengthDeflate.pieceBytes + 5,
])
func runLengthPiecesJoinIntoOneStream(count: Int) throws {
  var seed: UInt32 = UInt32(count)
  func next() -> UInt8 {
    seed = seed &* 1_103_515_245 &+ 12345
    return UInt8(truncatingIfNeeded: seed >> 16)
  }
  // Runs of one grey across the pieces' edges, then noise.
  let runs = (0..<count).map { UInt8(($0 / 1000) % 30) }
  let noise = (0..<count).map { _ in next() }
  for input in [runs, noise] {
    let stream = try input.withUnsafeBufferPointer { try RunLengthDeflate.zlibStream($0) }
    var inflated = [UInt8](repeating: 0, count: count + 1)
    var length = uLongf(inflated.count)
    let status = uncompress(&inflated, &length, stream, uLong(stream.count))
    #expect(status == Z_OK)
    #expect(Int(length) == count && Array(inflated[..<count]) == input)
  }
}
