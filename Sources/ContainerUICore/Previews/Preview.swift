/// A preview of a view: its name, traits and content, as `#Preview` makes it.
public struct Preview {
    /// The kind of traits a view's preview takes.
    public enum ViewTraits {}

    /// The preview's name, shown where previews are listed.
    public let name: String?
    /// The preview's traits, in the order given.
    public let traits: [PreviewTrait<ViewTraits>]
    private let makeContent: @MainActor () -> AnyView

    /// A preview of the view `body` builds.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.init(name, traits: [], body: body)
    }

    /// A preview of the view `body` builds, with traits.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name, traits: [traits] + additionalTraits, body: body)
    }

    private init(_ name: String?, traits: [PreviewTrait<ViewTraits>], body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        makeContent = { AnyView(erasing: body()) }
    }

    /// The previewed view, built afresh.
    @MainActor public var content: AnyView {
        makeContent()
    }
}

/// A type that `#Preview` declares for each preview.
public protocol PreviewRegistry {
    /// The file that declares the preview, as `#fileID` gives it.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview.
    @MainActor static func makePreview() throws -> Preview
}
