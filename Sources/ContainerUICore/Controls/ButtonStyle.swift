import Foundation

/// How a `Button` looks: a user's style draws the button's label (the button stays a button);
/// see ``PrimitiveButtonStyle`` for the built-in styles and for styles that make the button.
///
/// ```swift
/// struct CapsuleButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().background(.orange, in: Capsule())
///     }
/// }
/// Button("Play") {}.buttonStyle(CapsuleButtonStyle())
/// ```
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label, role and state.
    typealias Configuration = ButtonStyleConfiguration
    /// Draws the button's label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that makes the whole button, such as the built-in `.bordered`; its body usually
/// holds `Button(configuration)`.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label, role and action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Makes the button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button's label, as one view: views written side by side become a row, 8 points apart.
public struct _ButtonStyleLabel: View {
    let content: AnyView

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let nodes = resolver.collectContent { $0.resolve(view.content) }
        if nodes.count == 1 {
            resolver.append(nodes[0])
        } else {
            resolver.emit(.stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 8, isLazy: false)), children: nodes)
        }
    }
}

/// What a ``ButtonStyle`` draws with.
public struct ButtonStyleConfiguration {
    /// The label's type.
    public typealias Label = _ButtonStyleLabel
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed: never, in a frame nobody touches.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// What a ``PrimitiveButtonStyle`` makes a button of.
public struct PrimitiveButtonStyleConfiguration {
    /// The label's type.
    public typealias Label = _ButtonStyleLabel
    /// The button's label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() {
        action()
    }
}

/// The size of controls (`controlSize(_:)`): bordered buttons' padding, font and corners.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape of bordered buttons (`buttonBorderShape(_:)`).
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind

    /// The style's choice: a rounded rectangle, or a capsule for the glass styles.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(max(radius, 0)))
    }
}

/// The button style in the environment: a built-in look, a user's label style, or a user's
/// primitive style. Sendable as the environment's values must be: the closures only read the
/// style value they hold.
struct AnyButtonStyle: @unchecked Sendable {
    enum Look: Equatable, Sendable {
        case automatic, plain, bordered, borderedProminent, glass(Glass), glassProminent

        /// Whether the label is padded on a fill in the border shape.
        var isBordered: Bool {
            switch self {
            case .bordered, .borderedProminent, .glass, .glassProminent: true
            case .automatic, .plain: false
            }
        }

        /// Whether the label is white on a fill of the tint.
        var isProminent: Bool { self == .borderedProminent || self == .glassProminent }
    }
    let look: Look
    let makeLabel: ((ButtonStyleConfiguration) -> AnyView)?
    let makeButton: ((PrimitiveButtonStyleConfiguration) -> AnyView)?

    init(look: Look) {
        self.look = look
        makeLabel = nil
        makeButton = nil
    }

    init<S: ButtonStyle>(_ style: S) {
        look = .automatic
        makeLabel = { AnyView(style.makeBody(configuration: $0)) }
        makeButton = nil
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        makeLabel = nil
        if let builtIn = style as? any BuiltInButtonStyle {
            look = builtIn.look
            makeButton = nil
        } else {
            look = .automatic
            makeButton = { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle(look: .automatic) }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The size of controls inside: `.regular` unless set.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels of buttons inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentWrite(AnyButtonStyle(style), for: ButtonStyleKey.self)
    }

    /// Makes the buttons inside with `style`, such as `.bordered` or `.plain`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentWrite(AnyButtonStyle(primitive: style), for: ButtonStyleKey.self)
    }

    /// Sets the size of controls inside.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }

    /// Sets the shape of bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environmentWrite(shape, for: ButtonBorderShapeKey.self)
    }
}
