import Foundation

/// A type-erased shape; `base` is the original, for renderers that special-case known shapes.
public struct AnyShape: Shape, CustomStringConvertible {
    /// The wrapped shape.
    public let base: any Shape

    /// Erases `shape`; inlinable so that the check for an already erased shape is decided when
    /// the caller is specialised, not by a dynamic cast on every call.
    @inlinable
    public init<S: Shape>(_ shape: S) {
        if let already = shape as? AnyShape {
            base = already.base
        } else {
            base = shape
        }
    }

    /// The wrapped shape when it is exactly an `S`, for renderers asking "is it a rectangle?" of
    /// every box. The types are compared, and a match is read out of the opened existential as
    /// the `S` it is: a dynamic cast, failing or not, cost about 1,400 instructions here.
    package func base<S: Shape>(as type: S.Type) -> S? {
        guard ObjectIdentifier(Swift.type(of: base)) == ObjectIdentifier(type) else { return nil }
        func read<Opened: Shape>(_ shape: Opened) -> S {
            unsafeBitCast(shape, to: S.self)  // Opened is S: the metatypes are identical
        }
        return _openExistential(base, do: read)
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
