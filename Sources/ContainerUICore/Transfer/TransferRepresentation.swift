import Foundation

/// One form a ``Transferable`` item travels in, or several (a `body` made of others), as in
/// SwiftUI: `static var transferRepresentation: some TransferRepresentation { … }`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The item represented.
    associatedtype Item: Transferable
    /// The representations this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of, most faithful first.
    @TransferRepresentationBuilder<Item> var body: Body { get }
    /// The primitive representations, in order. Not meant to be implemented by users.
    var _primitives: [any _PrimitiveTransferRepresentation<Item>] { get }
}

extension TransferRepresentation {
    /// Those of the body.
    public var _primitives: [any _PrimitiveTransferRepresentation<Item>] {
        body._primitives.compactMap { $0._retyped(as: Item.self) }
    }
}

/// A representation made by SwiftUI itself (codable, data, file, proxy), whose body is never
/// asked for. Not meant to be implemented by users.
public protocol _PrimitiveTransferRepresentation<Item>: TransferRepresentation where Body == Never {
    /// The item's text as the share JSON holds it, when this representation gives it at once.
    func _text(of item: Item) -> String?
    /// The content types this representation sends items as (none when it only receives).
    var _exportedTypes: [UTType] { get }
    /// `item` sent as data of `type`, one of ``_exportedTypes``.
    func _exportData(_ item: Item, as type: UTType) async throws -> Data
    /// The content types this representation receives items from (none when it only sends).
    var _importedTypes: [UTType] { get }
    /// The item received from `data` of `type`, one of ``_importedTypes``.
    func _importData(_ data: Data, as type: UTType) async throws -> Item
}

extension _PrimitiveTransferRepresentation {
    /// Never asked for.
    public var body: Never { fatalError("\(Self.self) is a primitive transfer representation") }
    /// Itself.
    public var _primitives: [any _PrimitiveTransferRepresentation<Item>] { [self] }
}

extension _PrimitiveTransferRepresentation {
    /// This representation when its item is `T`.
    func _retyped<T>(as type: T.Type) -> (any _PrimitiveTransferRepresentation<T>)? {
        self as? any _PrimitiveTransferRepresentation<T>
    }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    /// None.
    public var _primitives: [any _PrimitiveTransferRepresentation<Never>] { [] }
}

/// Representations listed one after another in a `transferRepresentation`.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
    let primitives: [any _PrimitiveTransferRepresentation<Item>]
    /// Never asked for: the listed representations are read through ``_primitives``. (The
    /// `return` keeps the builder out.)
    public var body: Never { return fatalError("a tuple of transfer representations has no body") }
    /// The listed representations' primitives, in order.
    public var _primitives: [any _PrimitiveTransferRepresentation<Item>] { primitives }
}

/// Builds a `transferRepresentation` from the representations listed in it, in order, with
/// `if`/`else` and availability checks as in SwiftUI.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// The first representation of a block.
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> TupleTransferRepresentation<Item> where R.Item == Item {
        TupleTransferRepresentation(primitives: first._primitives)
    }

    /// The representations of a block so far, then the next one.
    public static func buildPartialBlock<R: TransferRepresentation>(accumulated: TupleTransferRepresentation<Item>, next: R)
        -> TupleTransferRepresentation<Item> where R.Item == Item {
        TupleTransferRepresentation(primitives: accumulated.primitives + next._primitives)
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<R: TransferRepresentation>(first: R) -> TupleTransferRepresentation<Item> where R.Item == Item {
        TupleTransferRepresentation(primitives: first._primitives)
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<R: TransferRepresentation>(second: R) -> TupleTransferRepresentation<Item> where R.Item == Item {
        TupleTransferRepresentation(primitives: second._primitives)
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> TupleTransferRepresentation<Item>
    where R.Item == Item {
        TupleTransferRepresentation(primitives: representation._primitives)
    }
}
