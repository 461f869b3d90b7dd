/// The state a view writes into while it is resolved.
///
/// Every view's ``View/_resolve(_:into:)`` appends the nodes it contributes to the current output
/// list: none for `EmptyView`, one for a leaf or a container, many for a `Group` or a `ForEach`.
/// Containers open a fresh list for their content (``collect(_:)``), so flattening, container values
/// stopping at the nearest container, and modifiers applying per member all follow from where the
/// list boundaries are. Users never create one; they call ``resolve(_:environment:)``.
///
/// The generic steps are `@inlinable` so that the module declaring a view specialises its whole
/// resolution; the non-generic work behind them stays here.
public struct Resolver {
    /// The nodes contributed so far to the innermost open list.
    @usableFromInline package var output: [ResolvedNode] = []
    /// The environment at the current position; flows down only.
    @usableFromInline package var environment: EnvironmentValues
    /// The structural identity of the current position, used for `Subview.ID`.
    @usableFromInline package var identity: UInt64 = 0xcbf2_9ce4_8422_2325
    /// How many modifiers enclosing the current position will be recorded on the nodes it
    /// contributes, once their content is resolved: a node's modifier list is sized from it.
    @usableFromInline package var pendingModifiers = 0
    /// The environment entries written so far, shared by identical writes.
    @usableFromInline package var environmentEntries = EnvironmentValues.EntryCache()
    /// The key path objects found to name the appearance keys.
    @usableFromInline package var knownKeyPaths = KnownKeyPaths()
    /// The text style of the environment texts were last resolved in.
    package var textStyles = TextStyleCache()
    /// What the content of the nearest `NavigationStack` hands up to it (title, toolbar items,
    /// destinations); `nil` outside any stack, where those modifiers record nothing.
    package var navigation: NavigationScope?
    /// What the selected tab of the nearest `TabView` hands up to it (whether its bar shows);
    /// `nil` outside any tab view.
    package var tabBar: TabBarScope?
    /// The presentations (sheets, alerts, ...) the views ask for, which the window shows over
    /// them; `nil` where nothing can present, as inside a resolution that is not a window's.
    package var presentations: PresentationScope?
    /// Whether a `ForEach` at the current position tags each element's views with the element's
    /// id, as the options of a `Picker` are; the `ForEach` turns it off for its elements' content.
    @usableFromInline package var tagsElementsByID = false
    /// Whether the current list is the rows of a `List`: its content, a `Section`'s content in
    /// it, or an expanded `DisclosureGroup`'s content among them. Every other container's
    /// content (``collect(_:)``) is not, so a disclosure group inside a row's own stack stays in
    /// that row rather than splitting into rows.
    @usableFromInline package var collectsListRows = false

    package init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// Resolves `view` at the current position.
    @inlinable
    package mutating func resolve<V: View>(_ view: V) {
        V._resolve(view, into: &self)
    }

    /// Resolves an existential view at the current position. Named apart from ``resolve(_:)`` so
    /// that overload resolution never boxes a concrete view into an existential.
    package mutating func resolve(erased view: any View) {
        resolveOpened(view)
    }

    private mutating func resolveOpened<V: View>(_ view: V) {
        V._resolve(view, into: &self)
    }

    /// Evaluates a `body` (or a builder closure) with this resolver's environment bound,
    /// so that `@Environment` properties read it.
    @inlinable @inline(__always)
    package func evaluate<T>(_ body: () -> T) -> T {
        let previous = CurrentEnvironment.bind(environment)
        defer { CurrentEnvironment.restore(previous) }
        return body()
    }

    /// Runs `body` one structural level deeper, at child position `segment`.
    @inlinable @inline(__always)
    package mutating func withIdentity(_ segment: UInt64, _ body: (inout Resolver) -> Void) {
        let saved = identity
        identity = Self.mix(saved, segment)
        body(&self)
        identity = saved
    }

    /// Resolves `body` into a fresh list and returns it: the content of a container, which is not
    /// a list's rows unless `body` says so (``collectsListRows``).
    @inlinable @inline(__always)
    package mutating func collect(_ body: (inout Resolver) -> Void) -> [ResolvedNode] {
        var list: [ResolvedNode] = []
        let pending = pendingModifiers
        let listRows = collectsListRows
        pendingModifiers = 0
        collectsListRows = false
        swap(&list, &output)
        body(&self)
        swap(&list, &output)
        pendingModifiers = pending
        collectsListRows = listRows
        return list
    }

    /// Appends a node of `kind` at the current position; both arguments are moved into the node.
    @inlinable
    package mutating func emit(_ kind: consuming ResolvedKind, children: consuming [ResolvedNode] = []) {
        append(ResolvedNode(kind: kind, children: children, identity: identity))
    }

    /// Appends `node` to the current list. The first node of a list allocates it directly: the
    /// growth path of an empty array costs several times the allocation.
    @inlinable
    package mutating func append(_ node: consuming ResolvedNode) {
        if output.capacity == 0 { output = [node] } else { output.append(node) }
    }

    /// Makes room in the current list for `count` more nodes.
    @inlinable
    package mutating func reserveOutput(_ count: Int) {
        guard count > 1 else { return }
        output.reserveCapacity(output.count + count)
    }

    /// Resolves `content` whose members will get `modifiers` more modifiers once it is resolved,
    /// and returns the position of its first member in the current list.
    @inlinable @inline(__always)
    package mutating func resolveMembers<V: View>(of content: V, modifiers: Int = 1) -> Int {
        let start = output.count
        pendingModifiers += modifiers
        resolve(content)
        pendingModifiers -= modifiers
        return start
    }

    /// Resolves `body`, then calls `transform` on each node it contributed: how modifiers on a
    /// multi-view value reach every member.
    @inlinable @inline(__always)
    package mutating func forEachMember(
        resolving body: (inout Resolver) -> Void,
        _ transform: (inout ResolvedNode) -> Void
    ) {
        let start = output.count
        body(&self)
        for index in start..<output.count {
            transform(&output[index])
        }
    }

    /// Applies `modifier` to each node contributed to the current list since `start`: how
    /// modifiers on a multi-view value reach every member. `hasContentLayer` says that it is a
    /// background or overlay of views, whose nodes get ids; `providesGuide` that it is an
    /// `alignmentGuide`, which the stacks around the node take as their own.
    @usableFromInline
    package mutating func apply(_ modifier: ResolvedModifier, toMembersFrom start: Int, hasContentLayer: Bool = false, providesGuide: Bool = false) {
        for index in start..<output.count {
            output[index].apply(modifier, hasContentLayer: hasContentLayer, providesGuide: providesGuide, reservingFor: pendingModifiers)
        }
    }

    /// Applies `modifier`, which clips to or paints a background in a `ContainerRelativeShape` or
    /// a `ConcentricRectangle`, with that shape drawn against the container's shape here
    /// (``EnvironmentValues/replacingContainerRelativeShape(in:)``).
    @usableFromInline
    package mutating func applyInContainerShape(_ modifier: ResolvedModifier, toMembersFrom start: Int) {
        guard let replaced = environment.replacingContainerRelativeShape(in: modifier) else {
            return apply(modifier, toMembersFrom: start)
        }
        apply(replaced, toMembersFrom: start)
        if replaced.drawsConcentricShape {
            for index in start..<output.count { output[index].noteConcentricShapes() }
        }
    }

    @inlinable
    static func mix(_ hash: UInt64, _ segment: UInt64) -> UInt64 {
        var value = (hash ^ segment) &* 0x1000_0000_01b3
        value ^= value >> 29
        return value &* 0xbf58_476d_1ce4_e5b9
    }
}
