import Foundation

/// What a view does as items are dragged over it and dropped on it, for `onDrop(of:delegate:)`.
/// Only `performDrop(info:)` must be written; a page is never dropped on, so a render calls none
/// of them.
@MainActor
public protocol DropDelegate {
    /// Whether a drop of what `info` describes is accepted (by default, whether it has items of
    /// the types the modifier lists).
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the dropped items; whether that worked.
    func performDrop(info: DropInfo) -> Bool
    /// A drag entered the view.
    func dropEntered(info: DropInfo)
    /// A drag moved over the view: what a drop would do (`nil` keeps the last answer).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Whether the drag has items of the types the modifier lists.
    public func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: info.acceptedTypes) }
    /// Nothing.
    public func dropEntered(info: DropInfo) {}
    /// `nil`: the last answer stands.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing.
    public func dropExited(info: DropInfo) {}
}

/// The state of a drag over a drop destination: where it is, and its items.
public struct DropInfo: Sendable {
    /// Where the drag is, in the view's coordinates.
    public let location: CGPoint
    /// The dragged items.
    let providers: [NSItemProvider]
    /// The types the modifier accepts.
    let acceptedTypes: [UTType]

    /// A drag at `location` carrying `providers`, over a view accepting `acceptedTypes`.
    init(location: CGPoint, providers: [NSItemProvider], acceptedTypes: [UTType]) {
        self.location = location
        self.providers = providers
        self.acceptedTypes = acceptedTypes
    }

    /// Whether an item has a representation conforming to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// Whether an item has a representation conforming to one of `typeIdentifiers`.
    @available(*, deprecated, renamed: "hasItemsConforming(to:)", message: "Pass content types (UTType).")
    public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool {
        providers.contains { provider in typeIdentifiers.contains(where: provider.hasItemConformingToTypeIdentifier) }
    }

    /// The items that have a representation conforming to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// The items that have a representation conforming to one of `typeIdentifiers`.
    @available(*, deprecated, renamed: "itemProviders(for:)", message: "Pass content types (UTType).")
    public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] {
        providers.filter { provider in typeIdentifiers.contains(where: provider.hasItemConformingToTypeIdentifier) }
    }
}

/// What a drop would do, as a drop delegate answers while items are dragged over its view.
public struct DropProposal: Sendable, Equatable {
    /// The operation.
    public let operation: DropOperation

    /// A proposal of `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// What a drop does with the dragged items.
public enum DropOperation: Sendable, Hashable {
    /// Nothing: the drag is cancelled.
    case cancel
    /// Nothing: the destination refuses the items.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}
