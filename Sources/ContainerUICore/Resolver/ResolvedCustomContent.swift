/// One `accessibilityCustomContent` entry on a resolved view: additional information an
/// assistive technology reads as "label, value", with the element (high importance) or when
/// asked for.
public struct ResolvedCustomContent: Equatable, Sendable, CustomStringConvertible {
    /// The identifier a later entry replaces this one by.
    public var id: String
    /// What the entry holds ("Age").
    public var label: String
    /// The information ("3 years"); `nil` removes the entry of the same identifier set inside.
    public var value: String?
    /// When it is read.
    public var importance: AXCustomContent.Importance

    /// An entry.
    public init(id: String, label: String, value: String?, importance: AXCustomContent.Importance) {
        self.id = id
        self.label = label
        self.value = value
        self.importance = importance
    }

    /// `"label", "value"`, the identifier when it is not the label, and `high` when it is.
    public var description: String {
        var text = label.quoted + ", " + (value?.quoted ?? "nil")
        if id != label { text += ", id: " + id.quoted }
        if importance == .high { text += ", importance: .high" }
        return text
    }
}

extension [ResolvedCustomContent] {
    /// The entries in effect after `entry` is applied: an entry replaces the value of the one
    /// with its identifier (keeping its place), a `nil` value removes it, and a new one goes last.
    package mutating func apply(_ entry: ResolvedCustomContent) {
        if let index = firstIndex(where: { $0.id == entry.id }) {
            if entry.value == nil { remove(at: index) } else { self[index] = entry }
        } else if entry.value != nil {
            append(entry)
        }
    }
}
