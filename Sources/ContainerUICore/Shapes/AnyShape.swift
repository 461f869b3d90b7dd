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

    /// The wrapped shape when it is exactly an `S`. The types are compared first: a cast that
    /// fails searches the runtime's conformance tables, which renderers asking "is it a
    /// rectangle?" for every box cannot afford.
    package func base<S: Shape>(as type: S.Type) -> S? {
        guard ObjectIdentifier(Swift.type(of: base)) == ObjectIdentifier(type) else { return nil }
        return base as? S
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
