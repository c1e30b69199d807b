import ChevronSupport
import Testing

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
