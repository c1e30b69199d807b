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
