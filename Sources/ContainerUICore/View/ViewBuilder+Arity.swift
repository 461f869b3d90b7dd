/// Fixed-arity blocks: the same ``TupleView`` as the variadic `buildBlock`, built with a member
/// resolver that keeps each member's concrete type (see `TupleView.resolveMembers`). Blocks longer
/// than ten views take the variadic overload.
///
/// The variadic overload's resolver loops over a parameter pack, which the compiler does not
/// specialise: each member is then resolved through witness tables and run-time generic metadata
/// all the way down its subtree. Without these overloads, resolving the benchmarks' typical page
/// took 1,018,000 instructions instead of 283,000.
extension ViewBuilder {
    /// A block of 2 views.
    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1)) { value, resolver in
            resolver.resolveMember(value.0, at: 0)
            resolver.resolveMember(value.1, at: 1)
        }
    }

    /// A block of 3 views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
        TupleView((c0, c1, c2)) { value, resolver in
            resolver.resolveMember(value.0, at: 0)
            resolver.resolveMember(value.1, at: 1)
            resolver.resolveMember(value.2, at: 2)
        }
    }

    /// A block of 4 views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> {
        TupleView((c0, c1, c2, c3)) { value, resolver in
            resolver.resolveMember(value.0, at: 0)
            resolver.resolveMember(value.1, at: 1)
            resolver.resolveMember(value.2, at: 2)
            resolver.resolveMember(value.3, at: 3)
        }
    }

    /// A block of 5 views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView((c0, c1, c2, c3, c4)) { value, resolver in
            resolver.resolveMember(value.0, at: 0)
            resolver.resolveMember(value.1, at: 1)
            resolver.resolveMember(value.2, at: 2)
            resolver.resolveMember(value.3, at: 3)
            resolver.resolveMember(value.4, at: 4)
        }
    }

    /// A block of 6 views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView((c0, c1, c2, c3, c4, c5)) { value, resolver in
            resolver.resolveMember(value.0, at: 0)
            resolver.resolveMember(value.1, at: 1)
            resolver.resolveMember(value.2, at: 2)
            resolver.resolveMember(value.3, at: 3)
            resolver.resolveMember(value.4, at: 4)
            resolver.resolveMember(value.5, at: 5)
        }
    }

    /// A block of 7 views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6)) { value, resolver in
            resolver.resolveMember(value.0, at: 0)
            resolver.resolveMember(value.1, at: 1)
            resolver.resolveMember(value.2, at: 2)
            resolver.resolveMember(value.3, at: 3)
            resolver.resolveMember(value.4, at: 4)
            resolver.resolveMember(value.5, at: 5)
            resolver.resolveMember(value.6, at: 6)
        }
    }

    /// A block of 8 views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) { value, resolver in
            resolver.resolveMember(value.0, at: 0)
            resolver.resolveMember(value.1, at: 1)
            resolver.resolveMember(value.2, at: 2)
            resolver.resolveMember(value.3, at: 3)
            resolver.resolveMember(value.4, at: 4)
            resolver.resolveMember(value.5, at: 5)
            resolver.resolveMember(value.6, at: 6)
            resolver.resolveMember(value.7, at: 7)
        }
    }

    /// A block of 9 views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) { value, resolver in
            resolver.resolveMember(value.0, at: 0)
            resolver.resolveMember(value.1, at: 1)
            resolver.resolveMember(value.2, at: 2)
            resolver.resolveMember(value.3, at: 3)
            resolver.resolveMember(value.4, at: 4)
            resolver.resolveMember(value.5, at: 5)
            resolver.resolveMember(value.6, at: 6)
            resolver.resolveMember(value.7, at: 7)
            resolver.resolveMember(value.8, at: 8)
        }
    }

    /// A block of 10 views.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { value, resolver in
            resolver.resolveMember(value.0, at: 0)
            resolver.resolveMember(value.1, at: 1)
            resolver.resolveMember(value.2, at: 2)
            resolver.resolveMember(value.3, at: 3)
            resolver.resolveMember(value.4, at: 4)
            resolver.resolveMember(value.5, at: 5)
            resolver.resolveMember(value.6, at: 6)
            resolver.resolveMember(value.7, at: 7)
            resolver.resolveMember(value.8, at: 8)
            resolver.resolveMember(value.9, at: 9)
        }
    }
}
