import ChevGenFormat
import Testing

/// Numbers as chevgen writes them into files: the same text for the same
/// value on every machine.
@Suite struct DecimalTextTests {
  @Test(arguments: [
    (12.5, "12.5"), (3.0, "3"), (0.0, "0"), (-0.0, "0"), (-0.0625, "-0.0625"),
    (0.1 + 0.2, "0.3"), (26.25, "26.25"), (1.00004, "1"), (1.03125, "1.0313"),
    (-1.03125, "-1.0313"), (0.00004, "0"), (-0.00004, "0"), (Double.nan, "0"),
    (Double.infinity, "0"),
  ])
  func fractionsAreRoundedToTheirPlaces(_ value: Double, _ text: String) {
    #expect(DecimalText.fraction(value, places: 4) == text)
  }

  @Test func placesOfZeroAndMoreThanNine() {
    #expect(DecimalText.fraction(2.5, places: 0) == "3")
    #expect(DecimalText.fraction(0.1234567891234, places: 20) == "0.123456789")
    #expect(DecimalText.fraction(7.25, places: 1) == "7.3")
    // Far beyond any coordinate: clamped, not a trap.
    #expect(DecimalText.fraction(1e30, places: 4).hasPrefix("46116860184273"))
  }

  /// A count is read as every number is, and must be whole: `1e3` is 1000,
  /// as the limits page says, and `0x10`, `2.5` and `inf` are no counts.
  @Test func wholeNumbersAreDecimalNumbersWithoutAFraction() {
    for (text, value) in [("100", 100), ("1e3", 1000), ("1000.0", 1000), ("-2", -2), ("+7", 7)] {
      #expect(DecimalText.wholeNumber(text) == value, "\(text)")
    }
    for text in ["2.5", "0x10", "inf", "nan", "1e300", "", "1,000", " 1"] {
      #expect(DecimalText.wholeNumber(text) == nil, "\(text)")
    }
  }
}
