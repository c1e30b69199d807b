import Testing

@testable import ChevGenFormat

@Test func serializesInOrderWithEscapesAndWholeNumbers() {
  let value = JSONValue.object([
    ("b", .number(30)), ("a", .number(12.5)), ("s", .string("quote\" back\\ tab\t \u{1} é")),
    ("list", .array([.bool(true), .array([])])), ("empty", .object([])),
  ])
  #expect(
    value.serialized() == """
      {
        "b": 30,
        "a": 12.5,
        "s": "quote\\" back\\\\ tab\\t \\u0001 é",
        "list": [
          true,
          []
        ],
        "empty": {}
      }

      """)
}

/// Two levels of nesting indent by two spaces each; `bytes()` is the text's UTF-8.
@Test func nestedValuesIndentByLevel() {
  let value = JSONValue.array([
    .object([("k", .array([.string("line\nreturn\r"), .null]))]), .number(-0.25),
  ])
  let text = """
    [
      {
        "k": [
          "line\\nreturn\\r",
          null
        ]
      },
      -0.25
    ]

    """
  #expect(value.serialized() == text)
  #expect(value.bytes() == Array(text.utf8))
}

@Test func wholeNumbersAndDeepIndentsAreWrittenExactly() {
  let numbers: [Double] = [0, 7, -12, 1_234_567, -999_999_999_999_999, 2.5, 1e15]
  #expect(
    JSONValue.array(numbers.map(JSONValue.number)).serialized()
      == "[\n  0,\n  7,\n  -12,\n  1234567,\n  -999999999999999,\n  2.5,\n  1000000000000000.0\n]\n"
  )
  // Forty levels: indents of up to 80 spaces, more than one run of them.
  let deep = (0..<40).reduce(JSONValue.null) { inner, _ in .array([inner]) }
  let lines = deep.serialized().split(separator: "\n")
  #expect(lines.count == 81)
  #expect(lines[40] == Substring(String(repeating: " ", count: 80) + "null"))
}

/// Line separators, bidirectional controls, DEL and C1 controls and
/// noncharacters are `\u` escapes (astral ones as surrogate pairs), so the
/// file shows what its parser reads; other text is written as it is.
@Test func hiddenCharactersAreEscapes() {
  let text = "\u{2028}\u{2029}\u{202E}\u{2066}\u{200F}\u{61C}\u{7F}\u{85}\u{FFFE}\u{1FFFF} 😀é"
  #expect(
    JSONValue.string(text).serialized()
      == #""\u2028\u2029\u202e\u2066\u200f\u061c\u007f\u0085\ufffe\ud83f\udfff 😀é""# + "\n")
}
