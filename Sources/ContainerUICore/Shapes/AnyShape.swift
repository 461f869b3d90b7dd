import Foundation

/// A type-erased shape; `base` is the original, for renderers that special-case known shapes.
///
/// The built-in shapes are held as plain values and any other shape in a shared box, so that an
/// erased shape is 17 bytes instead of an existential's 40: backgrounds and overlays in a shape
/// are modifiers, and every modifier of a resolved tree is as large as the largest.
public struct AnyShape: Shape, CustomStringConvertible {
    /// How the shape is held.
    @usableFromInline
    enum Storage {
        case rectangle
        case roundedRectangle(RoundedRectangle)
        case circle
        case ellipse
        case capsule
        /// A shape of another type.
        case other(Box)

        /// `shape`, held as its built-in case when it is exactly one of the built-in shapes; the
        /// checks fold away when the caller is specialised.
        @inlinable
        init<S: Shape>(_ shape: S) {
            if S.self == RoundedRectangle.self {
                self = .roundedRectangle(unsafeBitCast(shape, to: RoundedRectangle.self))
            } else if S.self == Rectangle.self {
                self = .rectangle
            } else if S.self == Circle.self {
                self = .circle
            } else if S.self == Ellipse.self {
                self = .ellipse
            } else if S.self == Capsule.self {
                self = .capsule
            } else {
                self = .other(Box(shape))
            }
        }
    }

    /// A shape that is not one of the built-in ones.
    @usableFromInline
    final class Box {
        @usableFromInline let shape: any Shape

        @usableFromInline
        init(_ shape: any Shape) {
            self.shape = shape
        }
    }

    @usableFromInline let storage: Storage

    /// Erases `shape`; inlinable so that the checks for an already erased or a built-in shape
    /// are decided when the caller is specialised, not by dynamic casts on every call.
    @inlinable
    public init<S: Shape>(_ shape: S) {
        if let already = shape as? AnyShape {
            storage = already.storage
        } else {
            storage = Storage(shape)
        }
    }

    /// The wrapped shape.
    public var base: any Shape {
        switch storage {
        case .rectangle: Rectangle()
        case .roundedRectangle(let shape): shape
        case .circle: Circle()
        case .ellipse: Ellipse()
        case .capsule: Capsule()
        case .other(let box): box.shape
        }
    }

    /// The wrapped shape when it is exactly an `S`, for renderers asking "is it a rectangle?" of
    /// every box: the built-in shapes answer by their case; another shape's type is compared and
    /// a match read out of the opened existential (a dynamic cast, failing or not, cost about
    /// 1,400 instructions here).
    package func base<S: Shape>(as type: S.Type) -> S? {
        switch storage {
        case .rectangle: type == Rectangle.self ? unsafeBitCast(Rectangle(), to: S.self) : nil
        case .roundedRectangle(let shape): type == RoundedRectangle.self ? unsafeBitCast(shape, to: S.self) : nil
        case .circle: type == Circle.self ? unsafeBitCast(Circle(), to: S.self) : nil
        case .ellipse: type == Ellipse.self ? unsafeBitCast(Ellipse(), to: S.self) : nil
        case .capsule: type == Capsule.self ? unsafeBitCast(Capsule(), to: S.self) : nil
        case .other(let box):
            ObjectIdentifier(Swift.type(of: box.shape)) == ObjectIdentifier(type) ? Self.read(box.shape, as: type) : nil
        }
    }

    /// `shape`, whose dynamic type is `S`, as an `S`.
    private static func read<S: Shape>(_ shape: any Shape, as type: S.Type) -> S {
        func read<Opened: Shape>(_ shape: Opened) -> S {
            unsafeBitCast(shape, to: S.self)  // Opened is S: the metatypes are identical
        }
        return _openExistential(shape, do: read)
    }

    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect)
    }

    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }

    public var description: String {
        if let described = base as? any CustomStringConvertible { return described.description }
        return String(describing: type(of: base))
    }
}
