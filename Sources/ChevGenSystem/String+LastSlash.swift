extension String {
  /// The index of the path's last `/`, found by UTF-8 byte; nil when it has none.
  ///
  /// A build splits each of thousands of paths into folder and name; searching
  /// by Character, which checks grapheme boundaries, took a tenth of a cold
  /// build's serial end. A `/` byte is always a whole character in UTF-8.
  public var lastSlash: String.Index? { utf8.lastIndex(of: UInt8(ascii: "/")) }
}
