/// Resolves views from a collection: each element's content contributes its subviews, so a
/// `ForEach` over N elements whose content yields k views contributes N × k.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public var data: Data
    /// Builds an element's views.
    public var content: (Data.Element) -> Content
    @usableFromInline let identifier: (Data.Element) -> ID
    /// Resolves data that comes from a view (`ForEach(subviews:)`, `ForEach(sections:)`) at the
    /// `ForEach`'s position, before its elements are read.
    @usableFromInline let prepare: ((inout Resolver) -> Void)?

    @usableFromInline
    package init(
        data: Data, identifier: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
        prepare: ((inout Resolver) -> Void)? = nil
    ) {
        self.data = data
        self.identifier = identifier
        self.content = content
        self.prepare = prepare
    }
}

extension ForEach: View where Content: View {
    /// Views for each element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identifier: { $0[keyPath: id] }, content: content)
    }

    /// Views for each element of a collection of identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, identifier: { $0.id }, content: content)
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        view.prepare?(&resolver)
        // One view an element is the common case: reserve for it, so that a long list grows once
        // rather than by doubling (each step a large allocation, a copy and a free).
        resolver.reserveOutput(view.data.count)
        let tagsElements = resolver.tagsElementsByID
        resolver.tagsElementsByID = false
        for element in view.data {
            let id = view.identifier(element)
            let start = resolver.output.count
            resolver.withIdentity(Resolver.segment(of: id)) { resolver in
                let content = resolver.evaluate { view.content(element) }
                resolver.resolve(content)
            }
            if tagsElements { resolver.tagUntagged(from: start, with: AnyHashable(id)) }
        }
        resolver.tagsElementsByID = tagsElements
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for each integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identifier: { $0 }, content: content)
    }
}

extension Resolver {
    /// The identity segment of a `ForEach` element's id: an integer as it is (the mix that makes an
    /// identity from its segments hashes it), a string by FNV-1a over its UTF-8, anything else by
    /// `hashValue`; as stable as `hashValue`, and several times cheaper for the common ids.
    @inlinable
    package static func segment<ID: Hashable>(of id: ID) -> UInt64 {
        if let integer = id as? Int { return UInt64(bitPattern: Int64(integer)) }
        if let string = id as? String { return fnv1a(string) }
        return UInt64(bitPattern: Int64(id.hashValue))
    }

    /// FNV-1a over the UTF-8 of `string`, read in place.
    @usableFromInline
    static func fnv1a(_ string: String) -> UInt64 {
        var string = string
        return string.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
    }
}
