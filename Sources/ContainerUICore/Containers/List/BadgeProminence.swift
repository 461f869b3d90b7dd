/// How prominent the badges of list rows are, set with `badgeProminence(_:)`.
public struct BadgeProminence: Hashable, Sendable, CustomStringConvertible {
    package enum Level: Hashable, Sendable {
        case decreased, standard, increased
    }

    package let level: Level

    /// A quiet badge: its text in the tertiary style.
    public static let decreased = BadgeProminence(level: .decreased)
    /// The standard badge: its text in the secondary style.
    public static let standard = BadgeProminence(level: .standard)
    /// A badge that draws attention: white text on a red capsule.
    public static let increased = BadgeProminence(level: .increased)

    /// The prominence's name.
    public var description: String { "\(level)" }
}

private struct BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

extension EnvironmentValues {
    /// The prominence of the badges of list rows here; `.standard` unless set.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the badges of the list rows inside.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

/// A list row's badge label in the prominence of its environment: secondary text, tertiary
/// text when decreased, white text on a red capsule when increased (as iOS draws them).
@usableFromInline
struct BadgeLabel: View {
    let text: Text
    @Environment(\.badgeProminence) private var prominence

    @usableFromInline
    init(_ text: Text) {
        self.text = text
    }

    @usableFromInline
    var body: some View {
        switch prominence.level {
        case .standard: text.foregroundStyle(.secondary)
        case .decreased: text.foregroundStyle(.tertiary)
        case .increased:
            text.font(.footnote).foregroundStyle(.white)
                .padding(.horizontal, 6).padding(.vertical, 2)
                .background(.red, in: Capsule())
        }
    }
}
