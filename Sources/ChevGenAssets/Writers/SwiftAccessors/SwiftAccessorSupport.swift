/// The fixed code of `swift/ChevGenArt.swift`: the types the accessors are
/// made of, and the UIKit and SwiftUI helpers, each behind `#if canImport` so
/// that the metrics compile on every platform.
enum SwiftAccessorSupport {
  /// The states, insets, variants and buttons, inside the namespace.
  static let types = """
      /// A state chevgen draws; the asset catalog holds one image set per state.
      public enum State: String, CaseIterable, Sendable {
        case normal
        case highlighted
        case disabled
      }

      /// Insets in points, without UIKit, so that the metrics compile anywhere.
      public struct Insets: Equatable, Sendable {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double
      }

      /// A button's art in one locale (or, not localised, one direction): its
      /// size, where its label sits and where it stretches.
      public struct Variant: Sendable {
        /// The catalog's locale for this art; nil when the button is not localised.
        public var locale: String?
        /// Whether the art is drawn for right-to-left layouts (the chevron points right).
        public var rightToLeft: Bool
        /// The title: drawn into the art (here for accessibility), or the
        /// one UIKit and SwiftUI draw on their own glass; nil for art without one.
        public var title: String?
        /// The art's size in points; art with cap insets stretches wider.
        public var width: Double
        public var height: Double
        /// The label's distance from each edge of the art; nil for art without a label.
        public var labelInsets: Insets?
        /// Where the art stretches, in points, by the scale of the image file:
        /// one column between the caps. Empty for art that does not stretch.
        public var capInsets: [Double: Insets]

        /// The cap insets of an image drawn at `scale`: that scale's, or the
        /// nearest larger one's, or the largest; nil for art that does not stretch.
        public func capInsets(scale: Double) -> Insets? {
          let scales = capInsets.keys.sorted()
          guard let chosen = scales.first(where: { $0 >= scale }) ?? scales.last else { return nil }
          return capInsets[chosen]
        }
      }

      /// The glass iOS 26 draws a button on, live over what scrolls behind it.
      public enum Glass: String, Sendable {
        /// `UIButton.Configuration.glass()`, SwiftUI's `.glass`.
        case regular
        /// The bar's confirming action, tinted: `.prominentGlass()`, `.glassProminent`.
        case prominent
      }

      /// A declared button: its image set per state and its art per locale.
      public struct Button: Sendable {
        /// The name in the manifest.
        public var name: String
        /// The image set of each state drawn, as the asset catalog names it;
        /// empty for a titled glass button, which the platform draws itself.
        public var imageNames: [State: String]
        /// The art per locale (or direction), in the manifest's order.
        public var variants: [Variant]
        /// Whether the images are a glyph alone, a template for UIKit to tint
        /// and set on its own glass platter (a glass theme's back, close and
        /// glyph buttons); false when the art brings its own background.
        public var isTemplateGlyph: Bool
        /// The glass UIKit and SwiftUI draw the glyph or the title on (a glass
        /// theme's buttons); nil when the art brings its own background.
        public var glass: Glass?

        /// The art for `localization` (a language as the bundle lists it) and
        /// direction: the exact locale, else its language, else the first
        /// locale, as the catalog falls back.
        public func variant(localization: String?, rightToLeft: Bool) -> Variant {
          let language = localization?.split(separator: "-").first.map(String.init)
          let matching =
            variants.filter { $0.locale == localization }.nonEmpty
            ?? variants.filter { $0.locale?.split(separator: "-").first.map(String.init) == language }
              .nonEmpty
            ?? variants.filter { $0.locale == variants.first?.locale }
          return matching.first { $0.rightToLeft == rightToLeft } ?? matching[0]
        }
      }

    """

  /// The UIKit helper: the resizable image per state and a configured `UIButton`.
  static let uiKit = """

    extension Array {
      /// The array, or nil when it is empty: for chains of fallbacks.
      fileprivate var nonEmpty: [Element]? { isEmpty ? nil : self }
    }

    #if canImport(UIKit)
      import UIKit

      extension ChevGenArt.Insets {
        /// The insets as UIKit takes them.
        public var uiEdgeInsets: UIEdgeInsets {
          UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
      }

      extension ChevGenArt.Button {
        /// The art `bundle`'s language and `traits`' layout direction pick.
        public func variant(in bundle: Bundle, traits: UITraitCollection?) -> ChevGenArt.Variant {
          variant(
            localization: bundle.preferredLocalizations.first,
            rightToLeft: traits?.layoutDirection == .rightToLeft)
        }

        /// The image of `state`, stretching only between its caps; nil when the
        /// state was not drawn or `bundle`'s catalog does not hold it.
        public func image(
          _ state: ChevGenArt.State, in bundle: Bundle = .main,
          compatibleWith traits: UITraitCollection? = nil
        ) -> UIImage? {
          guard let name = imageNames[state],
            let image = UIImage(named: name, in: bundle, compatibleWith: traits)
          else { return nil }
          guard let caps = variant(in: bundle, traits: traits).capInsets(scale: image.scale) else {
            return image
          }
          return image.resizableImage(withCapInsets: caps.uiEdgeInsets, resizingMode: .stretch)
        }

        /// Configures `button` with `UIButton.Configuration`: the art of its
        /// state as the background, and the title clear in the art's label
        /// insets (the title is drawn into the art; the button's own is there
        /// for accessibility and to size the button as the art was drawn). A
        /// template glyph is the button's image instead, in its tint. A glass
        /// button is UIKit's own glass around its glyph or title.
        @MainActor
        public func configure(_ button: UIButton, in bundle: Bundle = .main) {
          let art = variant(in: bundle, traits: button.traitCollection)
          if let glass {
            configureGlass(glass, button, title: art.title, in: bundle)
            return
          }
          var configuration = UIButton.Configuration.plain()
          if isTemplateGlyph {
            configuration.image = image(.normal, in: bundle, compatibleWith: button.traitCollection)
          } else {
            configuration.title = art.title
            configuration.baseForegroundColor = .clear
            configuration.background.imageContentMode = .scaleToFill
            if let insets = art.labelInsets {
              configuration.contentInsets = NSDirectionalEdgeInsets(
                top: insets.top, leading: art.rightToLeft ? insets.right : insets.left,
                bottom: insets.bottom, trailing: art.rightToLeft ? insets.left : insets.right)
            }
          }
          button.accessibilityLabel = art.title ?? name
          button.configuration = configuration
          let base = configuration
          button.configurationUpdateHandler = { button in
            let state: ChevGenArt.State =
              !button.isEnabled ? .disabled : button.isHighlighted ? .highlighted : .normal
            let drawn = self.image(state, in: bundle, compatibleWith: button.traitCollection)
              ?? self.image(.normal, in: bundle, compatibleWith: button.traitCollection)
            var updated = button.configuration ?? base
            if self.isTemplateGlyph {
              updated.image = drawn
            } else {
              updated.background.image = drawn
            }
            button.configuration = updated
          }
        }

        /// Configures `button` as iOS 26 draws glass, live over what lies
        /// behind it: `.glass()`, or `.prominentGlass()` for the bar's
        /// confirming action, around the template glyph or the title. Before
        /// iOS 26, the bordered style nearest to it.
        @MainActor
        private func configureGlass(
          _ glass: ChevGenArt.Glass, _ button: UIButton, title: String?, in bundle: Bundle
        ) {
          var configuration: UIButton.Configuration
          if #available(iOS 26.0, *) {
            configuration = glass == .prominent ? .prominentGlass() : .glass()
          } else {
            configuration = glass == .prominent ? .borderedProminent() : .bordered()
          }
          if isTemplateGlyph {
            configuration.image = image(.normal, in: bundle, compatibleWith: button.traitCollection)
          } else {
            configuration.title = title ?? name
          }
          button.accessibilityLabel = title ?? name
          button.configuration = configuration
        }

        /// A bar button item for the button: a glass button's glyph or title,
        /// which UIKit sets on the bar's shared glass (iOS 26), the confirming
        /// action in the prominent style; a template glyph as the item's image;
        /// art with its own background as a configured `UIButton`, with the
        /// shared glass background hidden so that the platter is not drawn twice.
        @MainActor
        public func barButtonItem(
          target: AnyObject?, action: Selector?, in bundle: Bundle = .main
        ) -> UIBarButtonItem {
          if isTemplateGlyph {
            let item = UIBarButtonItem(
              image: image(.normal, in: bundle), style: barItemStyle, target: target,
              action: action)
            item.accessibilityLabel = name
            return item
          }
          if glass != nil {
            let title = variant(in: bundle, traits: nil).title ?? name
            return UIBarButtonItem(title: title, style: barItemStyle, target: target, action: action)
          }
          let button = UIButton(type: .custom)
          configure(button, in: bundle)
          if let action { button.addTarget(target, action: action, for: .touchUpInside) }
          let item = UIBarButtonItem(customView: button)
          if #available(iOS 26.0, *) { item.hidesSharedBackground = true }
          return item
        }

        /// The bar item's style: iOS 26's prominent glass for the confirming
        /// action (before it, the bold `.done`), else plain.
        private var barItemStyle: UIBarButtonItem.Style {
          guard glass == .prominent else { return .plain }
          if #available(iOS 26.0, *) { return .prominent }
          return .done
        }
      }
    #endif

    """

  /// The SwiftUI helper: a button style that draws the art behind the
  /// label, and the system's glass for a glass theme's buttons.
  static let swiftUI = """

    #if canImport(SwiftUI)
      import SwiftUI

      extension View {
        /// Styles a `Button` as `button` is drawn: a glass button in the
        /// system's own glass, drawn live over what lies behind it
        /// (`.buttonStyle(.glass)`, `.glassProminent` for the bar's confirming
        /// action; before iOS 26 `.bordered` and `.borderedProminent`) around
        /// the label, which is yours: the title, or `button.glyph(bundle:)`;
        /// other art in `ChevGenArt.ArtStyle`.
        @MainActor
        public func chevGenButtonStyle(
          _ button: ChevGenArt.Button, bundle: Bundle? = nil
        ) -> AnyView {
          guard let glass = button.glass else {
            return AnyView(buttonStyle(ChevGenArt.ArtStyle(button, bundle: bundle)))
          }
          if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) {
            return glass == .prominent
              ? AnyView(buttonStyle(.glassProminent)) : AnyView(buttonStyle(.glass))
          }
          if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) {
            return glass == .prominent
              ? AnyView(buttonStyle(.borderedProminent)) : AnyView(buttonStyle(.bordered))
          }
          return AnyView(self)
        }
      }

      extension ChevGenArt.Button {
        /// The template glyph, in the tint, as a label the system's glass is
        /// drawn around; nil for a button that is not a glyph alone.
        public func glyph(bundle: Bundle? = nil) -> Image? {
          guard isTemplateGlyph, let name = imageNames[.normal] else { return nil }
          return Image(name, bundle: bundle).renderingMode(.template)
        }
      }

      extension ChevGenArt {
        /// Draws a button's art behind the label, highlighted while pressed and
        /// disabled when disabled; the label is laid out in the art's label
        /// insets and kept invisible, since the art carries the title. A
        /// template glyph is drawn over the label instead, in the
        /// environment's tint (`.tint(_:)`, else the accent colour), as UIKit
        /// tints it. A button the catalog holds no art for (a titled glass
        /// button, see `chevGenButtonStyle`) shows its label as it is.
        public struct ArtStyle: SwiftUI.ButtonStyle {
          public var button: ChevGenArt.Button
          public var bundle: Bundle?
          @Environment(\\.isEnabled) private var isEnabled
          @Environment(\\.layoutDirection) private var layoutDirection
          @Environment(\\.displayScale) private var displayScale

          public init(_ button: ChevGenArt.Button, bundle: Bundle? = nil) {
            self.button = button
            self.bundle = bundle
          }

          public func makeBody(configuration: Configuration) -> some View {
            let art = button.variant(
              localization: (bundle ?? .main).preferredLocalizations.first,
              rightToLeft: layoutDirection == .rightToLeft)
            let state: ChevGenArt.State =
              !isEnabled ? .disabled : configuration.isPressed ? .highlighted : .normal
            if button.imageNames.isEmpty {
              return AnyView(configuration.label)
            }
            if button.isTemplateGlyph {
              return AnyView(
                configuration.label
                  .opacity(0)
                  .frame(minWidth: art.width, minHeight: art.height)
                  .overlay(tinted(image(state, art: art).renderingMode(.template)))
              )
            }
            let insets = art.labelInsets ?? ChevGenArt.Insets(top: 0, left: 0, bottom: 0, right: 0)
            return AnyView(
              configuration.label
                .opacity(0)
                .padding(
                  EdgeInsets(
                    top: insets.top, leading: insets.left, bottom: insets.bottom,
                    trailing: insets.right)
                )
                .frame(minWidth: art.width, minHeight: art.height)
                .background(image(state, art: art))
            )
          }

          /// A template glyph in the environment's tint, as UIKit tints a
          /// template image with the view's tint colour.
          private func tinted(_ glyph: Image) -> AnyView {
            if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) {
              return AnyView(glyph.foregroundStyle(.tint))
            }
            return AnyView(glyph.foregroundColor(.accentColor))
          }

          /// The art of `state` (normal when that state was not drawn), stretching between its caps.
          private func image(_ state: ChevGenArt.State, art: ChevGenArt.Variant) -> Image {
            let name = button.imageNames[state] ?? button.imageNames[.normal] ?? button.name
            guard let caps = art.capInsets(scale: displayScale) else {
              return Image(name, bundle: bundle)
            }
            return Image(name, bundle: bundle).resizable(
              capInsets: EdgeInsets(
                top: caps.top, leading: caps.left, bottom: caps.bottom, trailing: caps.right),
              resizingMode: .stretch)
          }
        }
      }
    #endif

    """
}
