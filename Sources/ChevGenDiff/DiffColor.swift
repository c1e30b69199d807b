/// An opaque colour drawn into a diff image.
public struct DiffColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// `R,G,B`, each a whole number from 0 to 255, spaces around each allowed;
  /// nil for anything else.
  public init?(text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let channels = parts.compactMap { part in
      UInt8(String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()))
    }
    guard parts.count == 3, channels.count == 3 else { return nil }
    self.init(channels[0], channels[1], channels[2])
  }
}
