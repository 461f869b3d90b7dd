import Foundation

/// A control that opens the share sheet for its items: a button showing its label (by default
/// the "square.and.arrow.up" symbol and "Share").
///
/// The sheet opens only when the button is tapped, so a render draws the button alone, marked as
/// one that opens a dialog; the items, subject, message and preview titles are in the resolved
/// tree (``ShareContent``) and its JSON.
///
/// ```swift
/// ShareLink(item: URL(string: "https://www.swift.org")!, subject: Text("Swift"))
/// ShareLink("Share the photo", item: photo, preview: SharePreview("Sunset", image: photo))
/// ```
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    private init(
        items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label
    ) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// A link sharing `items`, each with a preview, with a label.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, preview: Optional(preview), label: label())
    }

    /// A link sharing one item with a preview, with a label.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        func text(_ text: Text?, _ resolver: inout Resolver) -> String? {
            guard let text else { return nil }
            return resolver.collectContent { $0.resolve(text) }.accessibleText
        }
        let previews = view.preview.map { preview in view.items.compactMap { text(preview($0).title, &resolver) } } ?? []
        let content = ShareContent(
            items: view.items.map(\._shareDescription), subject: text(view.subject, &resolver), message: text(view.message, &resolver),
            previews: previews
        )
        resolver.resolve(Button(action: {}) { view.label }.accessibilityRole(.shareButton(content)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link sharing URLs, with a label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing strings, with a label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing a URL, with a label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing a string, with a label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}
