/// A header, content and footer. Section-aware containers (`List`, `ForEach(sections:)`) keep
/// the three apart; any other container sees header, content and footer subviews in a row.
/// A section made with an `isExpanded` binding is collapsible: a `List` shows a collapsed one's
/// header alone (see `init(isExpanded:content:header:)`).
public struct Section<Parent, Content, Footer> {
    @usableFromInline let header: Parent
    @usableFromInline let content: Content
    @usableFromInline let footer: Footer
    /// Whether the section is expanded, for a collapsible one; `nil` for the others.
    @usableFromInline let isExpanded: Binding<Bool>?

    package init(header: Parent, content: Content, footer: Footer, isExpanded: Binding<Bool>? = nil) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with header and footer views (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    public typealias Body = Never

    /// The content of a section among a list's rows is rows too; its header and footer are not.
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let margins = resolver.environment.listSectionMargins
        if !margins.edges.isEmpty { resolver.environment.listSectionMargins = (EdgeInsets(), []) }
        defer { if !margins.edges.isEmpty { resolver.environment.listSectionMargins = margins } }
        let header = resolver.withIdentityCollect(1) { $0.resolve(view.header) }
        let listRows = resolver.collectsListRows
        let content = resolver.withIdentityCollect(2) { resolver in
            resolver.collectsListRows = listRows
            resolver.resolve(view.content)
        }
        let footer = resolver.withIdentityCollect(3) { $0.resolve(view.footer) }
        resolver.emitSection(
            header: header, content: content, footer: footer, prominence: resolver.environment.headerProminence,
            isExpanded: view.isExpanded?.wrappedValue, margins: margins)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A section with a header view (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled by a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension Resolver {
    /// Emits an explicit section node made of resolved parts, its header of `prominence`;
    /// `isExpanded` is a collapsible section's state, `nil` for one that is not collapsible;
    /// `margins` are the list section margins set on some edges.
    @usableFromInline
    package mutating func emitSection(
        header: [ResolvedNode], content: [ResolvedNode], footer: [ResolvedNode], prominence: Prominence, isExpanded: Bool? = nil,
        margins: (margins: EdgeInsets, edges: Edge.Set) = (EdgeInsets(), [])
    ) {
        let section = ResolvedSection(
            headerCount: header.count, footerCount: footer.count, isImplicit: false, headerProminence: prominence, isExpanded: isExpanded,
            margins: margins.margins, marginEdges: margins.edges)
        emit(.section(section), children: header + content + footer)
    }

    /// Collects a part of a view (sections flattened) one identity level down.
    @inlinable
    package mutating func withIdentityCollect(_ segment: UInt64, _ body: (inout Resolver) -> Void) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        withIdentity(segment) { resolver in nodes = resolver.collectContent(body) }
        return nodes
    }
}
