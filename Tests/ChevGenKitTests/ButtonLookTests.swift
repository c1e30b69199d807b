import ChevGenGeometry
import ChevGenStyles
import ChevGenText
import Testing

@testable import ChevGenKit

/// The label fonts each look draws with when none is given, and that a given
/// one replaces them whole.
@Suite struct ButtonLookTests {
  /// Classic keeps DejaVu Sans Bold 12, its stand-in for iOS 6's Helvetica;
  /// every other style sets its title in Inter Regular 17.
  @Test(arguments: ButtonStyleKind.allCases)
  func eachStyleHasItsDefaultFont(style: ButtonStyleKind) {
    let font = ButtonLook(style: style).font
    if style == .classic {
      #expect(font == FontChoice(file: FontChoice.classicFile, size: 12))
      #expect(font.files == [FontChoice.classicFile])
    } else {
      #expect(font == FontChoice(file: FontChoice.titleFile, size: 17))
      #expect(font.files.count == 3 && font.files[0] == FontChoice.titleFile)
    }
  }

  /// A font the user gives decides alone, with the user's fallback fonts.
  @Test func aGivenFontReplacesTheDefaultAndItsFallback() {
    let look = ButtonLook(style: .plain, fontFile: "Brand.ttf", fallbackFonts: ["CJK.otf"])
    #expect(look.font.files == ["Brand.ttf", "CJK.otf"])
  }

  /// A preview's bar title is Inter SemiBold, as iOS sets it, with the
  /// buttons' fallback fonts before DejaVu; a classic bar's stays DejaVu Sans
  /// Bold, as iOS 6's bold Helvetica.
  @Test(arguments: [ButtonStyleKind.classic, .plain, .minimal, .capsule, .glass])
  func aBarTitleIsInterSemiBoldExceptInClassic(style: ButtonStyleKind) {
    let request = PreviewRequest(
      configuration: .page, title: "Settings", backTitles: BackTitleRules(screenTitle: "Menu"),
      buttons: RenderRequest(
        output: "preview.png", look: ButtonLook(style: style, fallbackFonts: ["CJK.otf"])))
    let font = request.titleFont(size: PreviewRequest.titleSize)
    let file = style == .classic ? FontChoice.classicFile : FontChoice.barTitleFile
    #expect(font == FontChoice(file: file, fallbackFiles: ["CJK.otf"], size: 17))
  }
}
