import ChevGenStyles
import Testing

/// The one table of what each style and purpose accepts, which every command
/// and the manifest phrase in their own words.
@Suite struct StyleRulesTests {
  /// Every option, for asking what a button refuses of all of them.
  let everything = Set(StyleRules.Option.allCases)

  @Test func classicBackButtonTakesEveryOptionButThePlatterADisabledColourAndGlass() {
    let classic = StyleRules(style: .classic)
    #expect(
      StyleRules.Option.allCases.filter { !classic.accepts($0) } == [
        .platter, .disabledColor, .glass, .prominent,
      ])
    #expect(
      classic.conflicts(everything) == [
        .noPlatter, .noDisabledColor, .noGlass, .prominentIsForGlassActions,
      ])
    #expect(classic.drawsTitle && classic.stretches)
  }

  @Test func onlyClassicDrawsATextShadow() {
    for style in ButtonStyleKind.allCases {
      #expect(StyleRules(style: style).accepts(.shadow) == (style == .classic))
    }
    #expect(StyleRules(style: .plain).conflicts([.shadow]) == [.noShadow])
  }

  @Test func onlyCapsuleAndTheCrossHaveAPlatter() {
    let platters = ButtonStyleKind.allCases.filter { StyleRules(style: $0).accepts(.platter) }
    #expect(platters == [.capsule, .close])
    #expect(StyleRules.close.accepts(.platter))
  }

  @Test func widthIsForBackgroundsThatStretch() {
    let stretching = ButtonStyleKind.allCases.filter { StyleRules(style: $0).accepts(.width) }
    #expect(stretching == [.classic, .capsule])
    // Glass stretches a titled action's capsule, never a circle.
    #expect(StyleRules(style: .glass, purpose: .done).accepts(.width))
    #expect(StyleRules(style: .glass, purpose: .add).conflicts([.width]) == [.noStretch])
    // A capsule glyph is a circle; a titled capsule action stretches.
    #expect(StyleRules(style: .capsule, purpose: .add).conflicts([.width]) == [.noStretch])
    #expect(StyleRules(style: .capsule, purpose: .done).accepts(.width))
    #expect(StyleRules(style: .plain).conflicts([.width]) == [.noStretch])
  }

  @Test func minimalAndTheCrossDrawNoTitle() {
    for rules in [StyleRules(style: .minimal), .close] {
      #expect(!rules.drawsTitle)
      #expect(
        rules.conflicts([.title, .backTitles, .font, .maxWidth]) == [
          .styleHasNoTitle(.title), .styleHasNoTitle(.backTitles), .styleHasNoTitle(.font),
          .styleHasNoTitle(.maxWidth),
        ])
      // How UIKit would choose a title is still a back button's to take.
      #expect(rules.accepts(.titleChoice))
    }
  }

  @Test func theCrossIsTheDismissButtonAndTakesNoPurpose() {
    #expect(StyleRules.close == StyleRules(style: .close, purpose: .back))
    #expect(StyleRules.close.conflict == nil)
    #expect(!StyleRules.isSharedLook(.close))
    #expect(
      ButtonStyleKind.allCases.filter(StyleRules.isSharedLook) == [
        .classic, .plain, .minimal, .capsule, .glass,
      ])
    let cross = StyleRules(style: .close, purpose: .add)
    #expect(cross.conflict == .closeTakesNoPurpose)
    #expect(cross.conflicts([.title, .platter]).first == .closeTakesNoPurpose)
  }

  @Test func glyphPurposesTakeNoTitleAndActionsNoBackTitleRules() {
    let add = StyleRules(style: .classic, purpose: .add)
    #expect(!add.drawsTitle)
    #expect(
      add.conflicts(everything) == [
        .backButtonsOnly(.backTitles), .backButtonsOnly(.titleChoice),
        .backButtonsOnly(.maxWidth), .glyphHasNoTitle(.title), .glyphHasNoTitle(.font),
        .noPlatter, .noDisabledColor, .noGlass, .prominentIsForGlassActions,
      ])
    let done = StyleRules(style: .plain, purpose: .done)
    #expect(done.drawsTitle)
    #expect(done.conflicts([.title, .font]) == [])
    #expect(done.conflicts([.titleChoice]) == [.backButtonsOnly(.titleChoice)])
  }

  @Test func minimalCannotDrawATitledAction() {
    let done = StyleRules(style: .minimal, purpose: .done)
    #expect(done.conflict == .titledActionInMinimal)
    #expect(done.conflicts([]) == [.titledActionInMinimal])
    // Glyphs are what minimal draws, and its back button is the chevron alone.
    #expect(StyleRules(style: .minimal, purpose: .share).conflict == nil)
    #expect(StyleRules(style: .minimal).conflict == nil)
  }

  /// The purpose's conflicts come first, then the style's, in option order:
  /// the order `render` has always reported them in.
  @Test func conflictsAreOrderedPurposeFirst() {
    let minimal = StyleRules(style: .minimal, purpose: .save)
    #expect(
      minimal.conflicts([.platter, .title, .titleChoice, .shadow]) == [
        .backButtonsOnly(.titleChoice), .titledActionInMinimal, .noShadow,
        .styleHasNoTitle(.title), .noPlatter,
      ])
    let back = StyleRules(style: .minimal)
    #expect(
      back.conflicts([.platter, .maxWidth, .width, .shadow]) == [
        .noShadow, .noStretch, .styleHasNoTitle(.maxWidth), .noPlatter,
      ])
  }

  @Test func theArtFactoryAsksTheTable() {
    for style in ButtonStyleKind.allCases {
      for purpose in Purpose.allCases {
        let factory = ButtonArtFactory(style: style, purpose: purpose, scales: [1])
        #expect(factory.rules == StyleRules(style: style, purpose: purpose))
        #expect(factory.stretches == (factory.minimumWidth != nil))
      }
    }
  }

  @Test func theCloseStyleIsTheCloseRoleWhateverItsDrawingPurpose() {
    #expect(StyleRules.close.role == .close)
    #expect(StyleRules(style: .plain).role == .back)
    #expect(StyleRules(style: .capsule, purpose: .share).role == .action(.share))
    for role in [ButtonRole.back, .close, .action(.add)] {
      #expect(role.rules(theme: .classic).role == role)
    }
  }

  @Test func glassTakesItsOwnOptionsAndItsBackButtonNoTitle() {
    let back = StyleRules(style: .glass)
    #expect(!back.drawsTitle && !back.stretches)
    #expect(back.accepts(.glass) && !back.accepts(.prominent))
    #expect(
      back.conflicts([.title, .prominent]) == [
        .styleHasNoTitle(.title), .prominentIsForGlassActions,
      ])
    let save = StyleRules(style: .glass, purpose: .save)
    #expect(save.drawsTitle && save.stretches && save.accepts(.prominent))
    #expect(save.conflicts([.disabledColor, .platter]) == [.noPlatter, .noDisabledColor])
  }
}
