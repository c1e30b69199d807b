import ChevGenFormat
import ChevGenStyles
import Testing

/// The one wording of the style table's refusals: each names the fields given
/// (or all of an option's), in whatever words the front end gives fields.
@Suite struct StyleRefusalTests {
  let flag = { (field: RequestField) in "--" + field.rawValue }

  @Test func everyOptionIsGivenByItsOwnFields() {
    for option in StyleRules.Option.allCases {
      let fields = StyleRefusal.fields(of: option)
      #expect(!fields.isEmpty)
      #expect(StyleRefusal.options(given: Set(fields)) == [option])
    }
  }

  @Test func aRefusalNamesOnlyWhatWasGiven() {
    let plain = StyleRefusal.Subject(style: .plain)
    #expect(
      StyleRefusal.text(.noGlass, plain, given: [.glassTone]).text(naming: flag)
        == "--glass-tone is for --style glass; drop it or choose that style")
    #expect(
      StyleRefusal.text(.noGlass, plain, given: [.backdrop, .glassVariant]).text(naming: flag)
        == "--backdrop and --glass-variant are for --style glass; drop them or choose that style")
    #expect(
      StyleRefusal.text(.noShadow, plain).text(naming: flag)
        == "--style plain draws no text shadow; drop --shadow-color and --shadow-offset or use "
        + "--style classic")
  }

  @Test func aRefusalOfBothEndsNamesEachEndsStyle() {
    let ends = StyleRefusal.Subject(styles: [.init(.style, .plain), .init(.toStyle, .minimal)])
    #expect(
      StyleRefusal.text(.noPlatter, ends).text(naming: flag)
        == "--style plain and --to-style minimal have no platter; --platter-color is for capsule "
        + "and the ✕ (close)")
    #expect(
      StyleRefusal.text(.styleHasNoTitle(.font), ends, given: [.fontSize]).text(naming: flag)
        == "--style plain and --to-style minimal draw no title; drop --font-size")
  }

  @Test func theTitleIsNamedByTheFieldThatGaveIt() {
    let end = StyleRefusal.Subject(
      style: .plain, purpose: .add, styleField: .toStyle, purposeField: .toPurpose,
      titleField: .toTitle)
    #expect(
      StyleRefusal.text(.glyphHasNoTitle(.title), end, given: [.title]).text(naming: flag)
        == "--to-purpose add draws its glyph and takes no title; drop --to-title")
  }
}
