/// The content of a `toolbar { }`: ``ToolbarItem`` and ``ToolbarItemGroup`` values, or a type
/// of yours composing them, as in SwiftUI.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///         ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
///     }
/// }
/// ```
public protocol ToolbarContent {
    /// The type of content this content is made of.
    associatedtype Body: ToolbarContent

    /// What this content is made of. Items have a `Never` body and are recorded directly.
    @ToolbarContentBuilder var body: Body { get }

    /// Resolution hook: resolves the items' views and hands them, with their placements, to the
    /// nearest navigation stack. Not meant to be called by users.
    static func _resolveToolbar(_ content: Self, into resolver: inout Resolver)
}

extension ToolbarContent {
    /// Evaluates `body` with the resolver's environment bound, then records its items.
    public static func _resolveToolbar(_ content: Self, into resolver: inout Resolver) {
        let body = resolver.evaluate { content.body }
        Body._resolveToolbar(body, into: &resolver)
    }
}

extension ToolbarContent where Body == Never {
    /// Items have no body; asking for it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a toolbar item and has no body")
    }
}

extension Never: ToolbarContent {
    /// Unreachable: `Never` has no values. Declared on `Never` itself, so that one member serves
    /// as the body of both protocols it is the body type of.
    public var body: Never {
        fatalError("Never has no body")
    }

    /// Unreachable: `Never` has no values.
    public static func _resolveToolbar(_ content: Never, into resolver: inout Resolver) {}
}
