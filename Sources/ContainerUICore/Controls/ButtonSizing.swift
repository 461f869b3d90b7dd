import Foundation

/// How buttons that draw a shape size themselves along their primary axis (iOS 26): what
/// `buttonSizing(_:)` sets for the buttons inside.
public struct ButtonSizing: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, fitted, flexible }
    let kind: Kind

    /// As the button's place and platform have it: fitted, for the buttons drawn here.
    public static var automatic: ButtonSizing { ButtonSizing(kind: .automatic) }
    /// Fits the label, compressing when offered less.
    public static var fitted: ButtonSizing { ButtonSizing(kind: .fitted) }
    /// Fills the width offered, wider or narrower than the label's ideal, with the label centred.
    public static var flexible: ButtonSizing { ButtonSizing(kind: .flexible) }
}

/// `buttonSizing(_:)`.
private struct ButtonSizingKey: EnvironmentKey {
    static let defaultValue = ButtonSizing.automatic
}

extension EnvironmentValues {
    /// How the buttons inside size themselves along their primary axis (iOS 26): `.automatic`
    /// unless `buttonSizing(_:)` sets another.
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
}

extension View {
    /// Sizes the buttons inside along their primary axis (iOS 26): `.flexible` makes the
    /// bordered and glass styles' buttons fill the width they are offered.
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        environment(\.buttonSizing, sizing)
    }
}
