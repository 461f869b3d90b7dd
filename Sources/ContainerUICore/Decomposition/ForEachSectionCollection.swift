/// The data of a `ForEach(sections:)`: the sections of a view, resolved when the `ForEach` is.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    @usableFromInline package let storage: DeferredNodes

    @usableFromInline
    init(storage: DeferredNodes) {
        self.storage = storage
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of sections.
    public var endIndex: Int { sections.count }

    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration {
        SectionConfiguration(node: sections[index], index: index)
    }

    private var sections: [ResolvedNode] { storage.nodes }
}

/// The content of a `Group(sections:transform:)`.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    @usableFromInline let sections: Sections
    @usableFromInline let transform: (SectionCollection) -> Content

    package init(sections: Sections, transform: @escaping (SectionCollection) -> Content) {
        self.sections = sections
        self.transform = transform
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let sections = resolver.collect { $0.resolve(view.sections) }.groupedIntoSections()
        let result = resolver.evaluate { view.transform(SectionCollection(sections: sections)) }
        resolver.resolve(result)
    }
}

extension ForEach where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
    /// One output per section of `view`: explicit sections and implicit ones.
    @inlinable
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        let storage = DeferredNodes(sections: view)
        self.init(data: ForEachSectionCollection(storage: storage), identifier: \.id, content: content, prepare: storage.prepare)
    }

    /// The WWDC24 beta spelling of ``init(sections:content:)``.
    @available(*, deprecated, renamed: "init(sections:content:)")
    public init<V: View>(sectionOf view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        self.init(sections: view, content: content)
    }
}

extension Group {
    /// Calls `transform` once with all sections of `view`.
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        content = GroupSectionsOfContent(sections: view, transform: transform)
    }

    /// The WWDC24 beta spelling of ``init(sections:transform:)``.
    @available(*, deprecated, renamed: "init(sections:transform:)")
    public init<Base: View, Result: View>(
        sectionsOf view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init(sections: view, transform: transform)
    }
}
