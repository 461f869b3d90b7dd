/// The result of `if`/`else` or `switch` in a ``ViewBuilder`` (or a ``TabContentBuilder``):
/// exactly one branch is present.
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// The branch taken.
    public enum Storage {
        /// The `if` (or first `case`) branch.
        case trueContent(TrueContent)
        /// The `else` (or a later `case`) branch.
        case falseContent(FalseContent)
    }

    /// The branch taken.
    public let storage: Storage

    /// Wraps a taken branch.
    public init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        switch view.storage {
        case .trueContent(let content):
            resolver.withIdentity(0x7472_7565) { $0.resolve(content) }
        case .falseContent(let content):
            resolver.withIdentity(0x6661_6c73) { $0.resolve(content) }
        }
    }
}
