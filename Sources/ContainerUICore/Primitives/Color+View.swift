extension Color: View {
    public typealias Body = Never

    /// A colour resolves to a node that fills its frame.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.color(view))
    }
}

extension LinearGradient: View {
    public typealias Body = Never

    /// A gradient resolves to a node that fills its frame.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.fill(view._resolvedStyle))
    }
}

extension RadialGradient: View {
    public typealias Body = Never

    /// A gradient resolves to a node that fills its frame.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.fill(view._resolvedStyle))
    }
}

extension EllipticalGradient: View {
    public typealias Body = Never

    /// A gradient resolves to a node that fills its frame.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.fill(view._resolvedStyle))
    }
}

extension AngularGradient: View {
    public typealias Body = Never

    /// A gradient resolves to a node that fills its frame.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.fill(view._resolvedStyle))
    }
}
