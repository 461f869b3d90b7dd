/// Why views are drawn redacted, as `redacted(reason:)` adds them.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// A reason from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Placeholder content, such as a screen waiting for its data: every text and symbol is a
    /// grey bar of its size.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content: the views marked `privacySensitive()` are drawn as bars.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content no longer valid: drawn as it is (iOS dims it on the Lock Screen only).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
    /// Draws the views inside redacted for `reason`: with `.placeholder`, each text and image
    /// keeps its size and place but shows as a rounded grey bar; with `.privacy`, only the views
    /// marked `privacySensitive()`. The text stays in the page, transparent: redaction is how it
    /// looks, not a secret kept from whoever receives the page.
    @inline(__always)
    @inlinable
    public func redacted(reason: RedactionReasons) -> some View {
        environmentTransform { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws the views inside unredacted, whatever an outer `redacted(reason:)` says.
    @inline(__always)
    @inlinable
    public func unredacted() -> some View {
        environmentTransform { $0.redactionReasons = [] }
    }

    /// Marks the views inside as private: redacted when the reasons include `.privacy`.
    @inline(__always)
    @inlinable
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environmentTransform { $0.typography.isPrivacySensitive = sensitive }
    }
}

extension EnvironmentValues {
    /// Why the views here are redacted; empty unless `redacted(reason:)` set it.
    public var redactionReasons: RedactionReasons {
        get { typography.redactionReasons }
        set { typography.redactionReasons = newValue }
    }

    /// The symbol variant `symbolVariant(_:)` set, `.none` unless set.
    public var symbolVariants: SymbolVariants {
        get { typography.symbolVariants }
        set { typography.symbolVariants = newValue }
    }
}
