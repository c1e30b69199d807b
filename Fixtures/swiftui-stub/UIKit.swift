// A stand-in for the parts of UIKit that chevgen's generated accessors use,
// with Apple's signatures and availability, so that Linux's compiler
// type-checks their UIKit half (`swiftc -emit-module -module-name UIKit`).
// Nothing here draws. The Objective-C runtime's selector is declared here
// too, as UIKit brings it on Apple's platforms.
@_exported import Foundation

public struct Selector {}

public struct UIEdgeInsets {
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}
}

public struct NSDirectionalEdgeInsets {
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

public enum UITraitEnvironmentLayoutDirection: Int {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

public final class UITraitCollection: Sendable {
  public var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
}

public final class UIColor: Sendable {
  public static let clear = UIColor()
}

public final class UIImage: Sendable {
  public enum ResizingMode: Int {
    case tile
    case stretch
  }
  public init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {}
  public var scale: CGFloat { 2 }
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode
  ) -> UIImage { self }
}

@MainActor public class UIView {
  public enum ContentMode: Int {
    case scaleToFill
  }
  public var traitCollection: UITraitCollection { UITraitCollection() }
  public var accessibilityLabel: String?
}

@MainActor public class UIControl: UIView {
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
  }
  public var isEnabled = true
  public var isHighlighted = false
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
}

public struct UIBackgroundConfiguration {
  public var image: UIImage?
  public var imageContentMode: UIView.ContentMode = .scaleToFill
}

@MainActor public class UIButton: UIControl {
  public enum ButtonType: Int {
    case custom
    case system
  }

  public struct Configuration {
    public static func plain() -> UIButton.Configuration { Configuration() }
    public static func bordered() -> UIButton.Configuration { Configuration() }
    public static func borderedProminent() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, tvOS 26.0, *)
    public static func glass() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, tvOS 26.0, *)
    public static func prominentGlass() -> UIButton.Configuration { Configuration() }
    public var image: UIImage?
    public var title: String?
    public var baseForegroundColor: UIColor?
    public var background = UIBackgroundConfiguration()
    public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  public init(type buttonType: UIButton.ButtonType) {}
  public var configuration: UIButton.Configuration?
  public var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
}

@MainActor public class UIBarButtonItem {
  public enum Style: Int {
    case plain = 0
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    case bordered = 1
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    case done = 2
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    case prominent = 3
  }

  public init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {}
  public init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {}
  public init(customView: UIView) {}
  public var accessibilityLabel: String?
  public var style: UIBarButtonItem.Style = .plain
  @available(iOS 26.0, *)
  public var hidesSharedBackground = false
}
