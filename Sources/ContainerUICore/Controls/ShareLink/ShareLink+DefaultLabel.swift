import Foundation

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing `items`, each with a preview, with the default label.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }

    /// A link sharing one item with a preview, with the default label.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }

    /// A link sharing `items`, each with a preview, with the default label, titled by a literal.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// A link sharing one item with a preview, with the default label, titled by a literal.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// A link sharing `items`, each with a preview, with the default label, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(title)) }
    }

    /// A link sharing one item with a preview, with the default label, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(title)) }
    }

    /// A link sharing `items`, each with a preview, with the default label, titled by a text.
    public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title) }
    }

    /// A link sharing one item with a preview, with the default label, titled by a text.
    public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title) }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link sharing URLs, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// A link sharing a URL, with the default label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// A link sharing strings, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// A link sharing a string, with the default label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// A link sharing URLs, with the default label, titled by a literal.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// A link sharing a URL, with the default label, titled by a literal.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// A link sharing strings, with the default label, titled by a literal.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// A link sharing a string, with the default label, titled by a literal.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// A link sharing URLs, with the default label, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// A link sharing a URL, with the default label, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// A link sharing strings, with the default label, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// A link sharing a string, with the default label, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// A link sharing URLs, with the default label, titled by a text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }

    /// A link sharing a URL, with the default label, titled by a text.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }

    /// A link sharing strings, with the default label, titled by a text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }

    /// A link sharing a string, with the default label, titled by a text.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }
}
