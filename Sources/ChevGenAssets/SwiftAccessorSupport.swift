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
        /// The title drawn into the art, for accessibility; nil for art without one.
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

      /// A declared button: its image set per state and its art per locale.
      public struct Button: Sendable {
        /// The name in the manifest.
        public var name: String
        /// The image set of each state drawn, as the asset catalog names it.
        public var imageNames: [State: String]
        /// The art per locale (or direction), in the manifest's order.
        public var variants: [Variant]
        /// Whether the images are a glyph alone, a template for UIKit to tint
        /// and set on its own glass platter (a glass theme's back, close and
        /// glyph buttons); false when the art brings its own background.
        public var isTemplateGlyph: Bool

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
        /// template glyph is the button's image instead, in its tint.
        @MainActor
        public func configure(_ button: UIButton, in bundle: Bundle = .main) {
          let art = variant(in: bundle, traits: button.traitCollection)
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

        /// A bar button item for the button: a template glyph as the item's
        /// image, which UIKit sets on its glass platter (iOS 26); art with its
        /// own background as a configured `UIButton`, with the shared glass
        /// background hidden so that the platter is not drawn twice.
        @MainActor
        public func barButtonItem(
          target: AnyObject?, action: Selector?, in bundle: Bundle = .main
        ) -> UIBarButtonItem {
          if isTemplateGlyph {
            let item = UIBarButtonItem(
              image: image(.normal, in: bundle), style: .plain, target: target, action: action)
            item.accessibilityLabel = name
            return item
          }
          let button = UIButton(type: .custom)
          configure(button, in: bundle)
          if let action { button.addTarget(target, action: action, for: .touchUpInside) }
          let item = UIBarButtonItem(customView: button)
          if #available(iOS 26.0, *) { item.hidesSharedBackground = true }
          return item
        }
      }
    #endif

    """

  /// The SwiftUI helper: a button style that draws the art behind the label.
  static let swiftUI = """

    #if canImport(SwiftUI)
      import SwiftUI

      extension ChevGenArt {
        /// Draws a button's art behind the label, highlighted while pressed and
        /// disabled when disabled; the label is laid out in the art's label
        /// insets and kept invisible, since the art carries the title. A
        /// template glyph is drawn over the label instead, in the
        /// environment's tint (`.tint(_:)`, else the accent colour), as UIKit
        /// tints it.
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
