import ChevGenFormat

/// What a refusal of the style table says: the one wording of every
/// `StyleRules.Conflict`, for `render`, `animate`, `preview` and the manifest.
///
/// The texts live beside the table that decides them so that no front end
/// words a rule its own way. They name request fields, never flags or keys:
/// the command line shows each field as its flag, the manifest as its key
/// path. A front end says who is refused (`Subject`) and which fields were
/// given; this type says why, and what to drop.
public enum StyleRefusal {
  /// The buttons a refusal is about, and the fields that name their style,
  /// purpose and title where it is reported.
  public struct Subject: Hashable, Sendable {
    /// Each style drawn and the field that chose it: one for a render, one
    /// per end of an animation.
    public var styles: [Choice]
    /// What the (first) button is for.
    public var purpose: Purpose
    /// The field that chose the purpose.
    public var purposeField: RequestField
    /// The field that gave the title.
    public var titleField: RequestField

    /// A style and the field that chose it.
    public struct Choice: Hashable, Sendable {
      public var field: RequestField
      public var style: ButtonStyleKind

      public init(_ field: RequestField, _ style: ButtonStyleKind) {
        self.field = field
        self.style = style
      }
    }

    /// One button of `style` and `purpose`, named by the given fields.
    public init(
      style: ButtonStyleKind, purpose: Purpose = .back, styleField: RequestField = .style,
      purposeField: RequestField = .purpose, titleField: RequestField = .title
    ) {
      self.init(
        styles: [Choice(styleField, style)], purpose: purpose, purposeField: purposeField,
        titleField: titleField)
    }

    /// Several buttons (an animation's ends), none of which takes the option.
    public init(
      styles: [Choice], purpose: Purpose = .back, purposeField: RequestField = .purpose,
      titleField: RequestField = .title
    ) {
      self.styles = styles
      self.purpose = purpose
      self.purposeField = purposeField
      self.titleField = titleField
    }

    /// The first style and its field, which a refusal about one button names.
    var first: Choice { styles.first ?? Choice(.style, .classic) }
  }

  /// The fields each option of the style table is given by, in the order a
  /// refusal lists them; `title` stands for whichever field gave the title.
  public static func fields(of option: StyleRules.Option) -> [RequestField] {
    switch option {
    case .shadow: [.shadowColor, .shadowOffset]
    case .width: [.width]
    case .title: [.title]
    case .backTitles: [.backButtonTitle, .backItemTitle]
    case .titleChoice: [.displayMode, .genericTitle]
    case .font: [.font, .fallbackFont, .fontSize]
    case .maxWidth: [.maxWidth]
    case .platter: [.platterColor]
    case .disabledColor: [.disabledColor]
    case .glass: [.backdrop, .backdropOrigin, .backdropScale, .glassTone, .glassVariant]
    case .prominent: [.prominent]
    }
  }

  /// The options of the style table that `given` sets.
  public static func options(given: Set<RequestField>) -> Set<StyleRules.Option> {
    Set(StyleRules.Option.allCases.filter { !given.isDisjoint(with: fields(of: $0)) })
  }

  /// Why `subject` refuses what `conflict` names; `given` narrows an
  /// option's fields to those the user gave (all of them when none is).
  public static func text(
    _ conflict: StyleRules.Conflict, _ subject: Subject, given: Set<RequestField> = []
  ) -> FieldText {
    let style = subject.first
    let purpose = subject.purposeField
    let name = subject.purpose.rawValue
    let drop = { (option: StyleRules.Option) in dropList(option, subject, given: given) }
    switch conflict {
    case .closeTakesNoPurpose:
      return "\(style.field) close is itself the dismiss button; drop \(purpose) or choose "
        + "another style"
    case .backButtonsOnly(let option):
      return "only back buttons follow UIKit's back-title rules; with \(purpose) \(name) drop "
        + drop(option)
    case .glyphHasNoTitle(let option):
      return "\(purpose) \(name) draws its glyph and takes no title; drop " + drop(option)
    case .titledActionInMinimal:
      return "\(style.field) minimal draws glyphs alone, and \(purpose) \(name) needs its title; "
        + "use \(style.field) classic, plain or capsule"
    case .styleHasNoTitle(let option):
      return untitled(subject) + "; drop " + drop(option) + untitledAlternative(subject)
    default:
      return optionText(conflict, subject, given: given)
    }
  }

  /// The refusals of options only some styles draw with.
  private static func optionText(
    _ conflict: StyleRules.Conflict, _ subject: Subject, given: Set<RequestField>
  ) -> FieldText {
    let who = names(subject)
    let one = subject.styles.count == 1
    let drop = { (option: StyleRules.Option) in dropList(option, subject, given: given) }
    switch conflict {
    case .noShadow:
      return who + " \(one ? "draws" : "draw") no text shadow; drop " + drop(.shadow)
        + " or use \(subject.first.field) classic"
    case .noStretch:
      return "\(.width) stretches a background, and " + who
        + " \(one ? "has" : "have") none that stretches; drop \(.width)"
    case .noPlatter:
      return who + " \(one ? "has" : "have") no platter; " + drop(.platter)
        + " is for capsule and the ✕ (close)"
    case .noDisabledColor:
      let glass = subject.first.style == .glass
      return who
        + (glass
          ? " \(one ? "dims" : "dim") a disabled glyph"
          : " \(one ? "fades" : "fade") a disabled button to half opacity")
        + " and \(one ? "takes" : "take") no colour for it; drop " + drop(.disabledColor)
    case .noGlass:
      let fields = given.isEmpty ? fields(of: .glass) : fields(of: .glass).filter(given.contains)
      return list(fields) + " \(fields.count == 1 ? "is" : "are") for \(subject.first.field) "
        + "glass; drop \(fields.count == 1 ? "it" : "them") or choose that style"
        + (one ? "" : " for an end")
    case .prominentIsForGlassActions where subject.first.style == .glass:
      return "a back button is never the bar's prominent action; drop \(.prominent), which "
        + "tints a glass action such as done or save"
    default:
      return "\(.prominent) tints the platter of a glass action such as done or save; use it "
        + "with \(subject.first.field) glass and a \(subject.purposeField) other than back"
    }
  }

  /// "style glass", or "style classic and to-style plain".
  private static func names(_ subject: Subject) -> FieldText {
    let each = subject.styles.map { choice -> FieldText in
      "\(choice.field) \(choice.style.rawValue)"
    }
    return join(each)
  }

  /// What a style that draws no title draws instead.
  private static func untitled(_ subject: Subject) -> FieldText {
    guard subject.styles.count == 1 else { return names(subject) + " draw no title" }
    let choice = subject.first
    switch choice.style {
    case .glass:
      return "\(choice.field) glass draws the back chevron alone, as iOS 26's guidelines ask of "
        + "a back button"
    case .close: return "\(choice.field) close draws a ✕, with no title"
    default:
      return "\(choice.field) \(choice.style.rawValue) draws the chevron alone, with no title"
    }
  }

  /// The titled style a glass back button's title belongs to.
  private static func untitledAlternative(_ subject: Subject) -> FieldText {
    guard subject.styles.count == 1, subject.first.style == .glass else { return "" }
    return ", or use \(subject.first.field) capsule for a titled platter"
  }

  /// The option's fields the user gave (all of them when none is), as a list.
  private static func dropList(
    _ option: StyleRules.Option, _ subject: Subject, given: Set<RequestField>
  ) -> FieldText {
    let all = fields(of: option).map { $0 == .title ? subject.titleField : $0 }
    let chosen = all.filter {
      given.contains($0) || ($0 == subject.titleField && given.contains(.title))
    }
    return list(chosen.isEmpty ? all : chosen)
  }

  /// "a", "a and b", "a, b and c", each a field.
  private static func list(_ fields: [RequestField]) -> FieldText {
    join(fields.map { "\($0)" })
  }

  /// "a", "a and b", "a, b and c".
  private static func join(_ parts: [FieldText]) -> FieldText {
    guard let last = parts.last else { return "" }
    guard parts.count > 1 else { return last }
    var text = parts[0]
    for part in parts.dropFirst().dropLast() { text = text + ", " + part }
    return text + " and " + last
  }
}
