// A stand-in for the parts of SwiftUI that chevgen's generated accessors use,
// with Apple's signatures, so that Linux's compiler type-checks their SwiftUI
// half (`swiftc -emit-module -module-name SwiftUI`). Nothing here draws.
@_exported import Foundation

public protocol View {
  associatedtype Body: View
  var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError() }
}

public struct ModifiedView: View {
  public var body: Never { fatalError() }
}

public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

public struct Alignment { public static let center = Alignment() }

public struct EdgeInsets {
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {}
}

public protocol ShapeStyle {}
public struct TintShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

public struct Color: View, ShapeStyle {
  public static let accentColor = Color()
  public var body: Never { fatalError() }
}

extension View {
  public func opacity(_ opacity: Double) -> ModifiedView { ModifiedView() }
  public func padding(_ insets: EdgeInsets) -> ModifiedView { ModifiedView() }
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> ModifiedView { ModifiedView() }
  public func background<B: View>(_ background: B, alignment: Alignment = .center) -> ModifiedView {
    ModifiedView()
  }
  public func overlay<O: View>(_ overlay: O, alignment: Alignment = .center) -> ModifiedView {
    ModifiedView()
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView { ModifiedView() }
  public func foregroundColor(_ color: Color?) -> ModifiedView { ModifiedView() }
}

public struct Image: View {
  public enum ResizingMode { case tile, stretch }
  public enum TemplateRenderingMode { case template, original }
  public init(_ name: String, bundle: Bundle? = nil) {}
  public func resizable(capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image { self }
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  public var body: Never { fatalError() }
}

public enum LayoutDirection { case leftToRight, rightToLeft }

public struct EnvironmentValues {
  public var isEnabled: Bool { true }
  public var layoutDirection: LayoutDirection { .leftToRight }
  public var displayScale: Double { 2 }
}

@propertyWrapper public struct Environment<Value> {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}

public struct ButtonStyleConfiguration {
  public struct Label: View {
    public var body: Never { fatalError() }
  }
  public let label: Label
  public let isPressed: Bool
}

public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  func makeBody(configuration: Configuration) -> Body
}

extension View {
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedView { ModifiedView() }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedView { ModifiedView() }
}

public struct PrimitiveButtonStyleConfiguration {
  public struct Label: View {
    public var body: Never { fatalError() }
  }
  public let label: Label
  public func trigger() {}
}

public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  func makeBody(configuration: Configuration) -> Body
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  @MainActor public static var glassProminent: GlassProminentButtonStyle {
    GlassProminentButtonStyle()
  }
}
