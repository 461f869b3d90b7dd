/// Rows of a tree of data: each element's view, as a collapsed `DisclosureGroup` (its children's
/// outline inside) when the element's `children` are not `nil`, even an empty collection, and as
/// the plain view when they are. SwiftUI starts every group collapsed and a render is never
/// tapped, so a render shows the top level; each element's views are identified by its id, as a
/// `ForEach`'s are. In a `List` each group is a row with the chevron at its trailing edge.
///
/// ```swift
/// List {
///     OutlineGroup(folders, children: \.subfolders) { folder in
///         Label(folder.name, systemImage: "folder")
///     }
/// }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The top level: every element of a collection, or one root.
    private enum Roots {
        case all(Data)
        case one(Data.Element)
    }

    private let roots: Roots
    private let identifier: (Data.Element) -> ID
    private let children: KeyPath<Data.Element, Data?>
    private let content: (Data.Element) -> Leaf

    private init(
        roots: Roots, identifier: @escaping (Data.Element) -> ID, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.roots = roots
        self.identifier = identifier
        self.children = children
        self.content = content
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    /// The outline of a collection of identifiable elements.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element, ID == DataElement.ID {
        self.init(roots: .all(data), identifier: { $0.id }, children: children, content: content)
    }

    /// The outline of a collection, each element identified by the key path `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: .all(data), identifier: { $0[keyPath: id] }, children: children, content: content)
    }

    /// The outline of one identifiable root element.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element, ID == DataElement.ID {
        self.init(roots: .one(root), identifier: { $0.id }, children: children, content: content)
    }

    /// The outline of one root element, each element identified by the key path `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: .one(root), identifier: { $0[keyPath: id] }, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        switch view.roots {
        case .one(let root):
            view.resolve(root, into: &resolver)
        case .all(let data):
            resolver.reserveOutput(data.count)
            for element in data { view.resolve(element, into: &resolver) }
        }
    }

    /// One element's views, at the identity of its id: a collapsed group of its children's
    /// outline under its view, or its view alone for a leaf.
    private func resolve(_ element: Data.Element, into resolver: inout Resolver) {
        resolver.withIdentity(Resolver.segment(of: identifier(element))) { resolver in
            let row = resolver.evaluate { content(element) }
            guard let subtree = element[keyPath: children] else {
                resolver.resolve(row)
                return
            }
            let outline = OutlineGroup(roots: .all(subtree), identifier: identifier, children: children, content: content)
            let group = DisclosureGroup(isExpanded: .constant(false)) {
                OutlineSubgroupChildren { $0.resolve(outline) }
            } label: {
                row
            }
            resolver.resolve(group)
        }
    }
}

/// The content of one of an `OutlineGroup`'s disclosure groups: the outline of an element's
/// children.
public struct OutlineSubgroupChildren: View {
    private let resolveOutline: (inout Resolver) -> Void

    fileprivate init(_ resolveOutline: @escaping (inout Resolver) -> Void) {
        self.resolveOutline = resolveOutline
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        view.resolveOutline(&resolver)
    }
}
