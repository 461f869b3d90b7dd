import ContainerUI

/// One resolved subview as a container sees it: its identity, its type, its text if it is a
/// `Text`, and the container values written on it.
public struct InspectedSubview: Sendable {
    /// The subview's identity, as hexadecimal: stable for the same view at the same place.
    public let id: String
    /// The SwiftUI type name, such as `Text` or `Color`.
    public let type: String
    /// The text of a `Text`.
    public let text: String?
    /// The container values, by property name, as (name, value) in the order first written.
    public let containerValues: [(name: String, value: ContainerValue)]

    /// A container value as JSON can hold it.
    public enum ContainerValue: Sendable, Equatable {
        /// A `Bool`.
        case bool(Bool)
        /// A number.
        case number(Double)
        /// Anything else, as its description.
        case string(String)
    }

    init(_ node: ResolvedNode) {
        id = String(node.identity, radix: 16)
        type = node.kind.typeName
        if case .text(let text) = node.kind { self.text = text.fullString } else { text = nil }
        containerValues = Self.values(node.containerValues)
    }

    static func values(_ values: ContainerValues) -> [(name: String, value: ContainerValue)] {
        values.entries.map { entry in
            switch entry.value {
            case let value as Bool: (entry.name, .bool(value))
            case let value as Int: (entry.name, .number(Double(value)))
            case let value as Double: (entry.name, .number(value))
            default: (entry.name, .string(String(describing: entry.value)))
            }
        }
    }

    /// The resolved subviews of `view`, sections flattened, as a plain container sees them.
    static func subviews(of view: some View) -> [InspectedSubview] {
        resolve(view).root.children.map(InspectedSubview.init)
    }
}
