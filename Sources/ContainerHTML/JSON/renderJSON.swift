import ContainerUICore
import Foundation

/// Encodes a resolved tree as JSON: for each node its `id` (the same as the HTML's `data-node`),
/// `type` (the SwiftUI type name), `properties`, `modifiers` (innermost first), `containerValues`,
/// `layoutValues` (only when the node has any) and `children`. The output is deterministic: keys
/// in a fixed order, numbers rounded to three decimals. Container and layout values that are
/// `Bool`, `Int`, `Double` or `String` are encoded natively, anything else as its description.
public func renderJSON(_ tree: ResolvedTree) -> String {
    var writer = JSONWriter()
    renderJSON(tree, into: &writer)
    return writer.string
}

/// Encodes `view`'s resolved tree as JSON.
public func renderJSON(_ view: some View) -> String {
    renderJSON(resolve(view))
}

/// Appends the JSON of a resolved tree to `writer`, reusing its buffer.
public func renderJSON(_ tree: ResolvedTree, into writer: inout JSONWriter) {
    tree.root.encode(into: &writer)
}

extension ResolvedNode {
    func encode(into json: inout JSONWriter) {
        json.beginObject()
        json.key("id")
        json.string(id)
        json.key("type")
        json.string(kind.typeName)
        json.key("properties")
        json.beginObject()
        kind.encodeProperties(into: &json, nodeID: id)
        json.endObject()
        json.key("modifiers")
        json.beginArray()
        for modifier in modifiers { modifier.encode(into: &json) }
        json.endArray()
        json.key("containerValues")
        encode(containerValues.entries, into: &json)
        let layoutValues = containerValues.layoutEntries
        if !layoutValues.isEmpty {
            json.key("layoutValues")
            encode(layoutValues, into: &json)
        }
        json.key("children")
        json.beginArray()
        for child in children { child.encode(into: &json) }
        json.endArray()
        json.endObject()
    }

    private func encode(_ entries: [(name: String, value: Any)], into json: inout JSONWriter) {
        json.beginObject()
        for entry in entries {
            json.key(entry.name)
            switch entry.value {
            case let value as Bool: json.bool(value)
            case let value as Int: json.number(value)
            case let value as Double: json.number(value)
            case let value as String: json.string(value)
            default: json.string(String(describing: entry.value))
            }
        }
        json.endObject()
    }
}
