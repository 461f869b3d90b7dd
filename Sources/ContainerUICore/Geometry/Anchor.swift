import Foundation

/// A value of geometry taken from a view (its bounds, a point in it), opaque until a
/// `GeometryProxy` turns it into its own coordinates with `proxy[anchor]`.
///
/// ```swift
/// Text("Chosen").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// // ... .overlayPreferenceValue(BoundsKey.self) { anchor in
/// //         GeometryReader { proxy in Rectangle().stroke().frame(width: proxy[anchor!].width) } }
/// ```
public struct Anchor<Value>: Sendable, CustomStringConvertible {
    /// The view the value is taken from: the frame the layout engine records for it.
    package let source: AnchorSourceID
    /// What is taken from the view's frame.
    package let geometry: Source

    /// Where an anchor's value comes from in the view it is set on.
    public struct Source: Sendable {
        /// The value in the view's frame, given in the coordinates the value is wanted in.
        package let value: @Sendable (CGRect) -> Value
        /// What the source takes, as dumps print it; anchors of one view are equal when it is.
        package let name: String

        package init(name: String, value: @escaping @Sendable (CGRect) -> Value) {
            self.name = name
            self.value = value
        }
    }

    package init(source: AnchorSourceID, geometry: Source) {
        self.source = source
        self.geometry = geometry
    }

    /// The value for the source view at `frame`, in the coordinates `frame` is given in.
    package func value(in frame: CGRect) -> Value {
        geometry.value(frame)
    }

    /// What the anchor takes and from which view, as dumps print it.
    public var description: String { "Anchor(\(geometry.name) of \(source))" }
}

extension Anchor: Equatable where Value: Equatable {
    /// Whether both take the same geometry from the same view.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.source == rhs.source && lhs.geometry.name == rhs.geometry.name
    }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the view and the geometry taken from it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(geometry.name)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(name: "bounds") { $0 }
    }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(name: "rect(\(rect.minX.shortDescription), \(rect.minY.shortDescription), \(rect.width.shortDescription), \(rect.height.shortDescription))") { frame in
            rect.offsetBy(dx: frame.minX, dy: frame.minY)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(name: "point(\(point.x.shortDescription), \(point.y.shortDescription))") { frame in
            CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
        }
    }

    /// A point of the view's unit space: (0, 0) its top-leading corner, (1, 1) its
    /// bottom-trailing one.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(name: "unitPoint\(point)") { frame in
            CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height)
        }
    }

    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's center.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// Each of `array`'s values, taken from the same view.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(name: "[\(array.map(\.name).joined(separator: ", "))]") { frame in array.map { $0.value(frame) } }
    }

    /// `anchor`'s value, or `nil` without one.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(name: anchor?.name ?? "nil") { frame in anchor?.value(frame) }
    }
}

/// The view an anchor is taken from: the structural identity of its resolved node and the
/// position of the anchoring modifier among the node's modifiers. The node names it as a private
/// coordinate space, so that the layout engine records its frame as it records named ones.
package struct AnchorSourceID: Hashable, Sendable, CustomStringConvertible {
    /// The node's structural identity.
    package let identity: UInt64
    /// Where the anchoring modifier is among the node's modifiers.
    package let modifier: Int

    package init(identity: UInt64, modifier: Int) {
        self.identity = identity
        self.modifier = modifier
    }

    package var description: String { "anchor \(String(identity, radix: 16, uppercase: false).prefix(6))#\(modifier)" }
}
