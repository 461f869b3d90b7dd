import Foundation

/// Whether the rows of lists and tables alternate their background (macOS 14).
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    let alternates: Bool

    /// As the platform draws them: plain rows here, as on iOS.
    public static var automatic: AlternatingRowBackgroundBehavior { AlternatingRowBackgroundBehavior(alternates: false) }
    /// Every second row tinted.
    public static var enabled: AlternatingRowBackgroundBehavior { AlternatingRowBackgroundBehavior(alternates: true) }
    /// Plain rows.
    public static var disabled: AlternatingRowBackgroundBehavior { AlternatingRowBackgroundBehavior(alternates: false) }
}

/// `alternatingRowBackgrounds(_:)`.
struct AlternatingRowBackgroundsKey: EnvironmentKey {
    static let defaultValue = AlternatingRowBackgroundBehavior.automatic
}

extension View {
    /// Tints every second row of the lists and tables inside (macOS 14): the second, fourth, …
    /// row of each section takes a 4% wash of the primary colour as its row background, under
    /// any `listRowBackground` or selection highlight of its own.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        environmentWrite(behavior, for: AlternatingRowBackgroundsKey.self)
    }
}

extension Resolver {
    /// The row background of an alternate row.
    static var alternateRowBackground: Color { Color.primary.opacity(0.04) }

    /// Gives every second row of each section in `rows` (and of the rows outside sections) the
    /// alternate background, outermost, so that a row's own background or highlight wins.
    mutating func alternateRowBackgrounds(_ rows: inout [ResolvedNode]) {
        addRowBackgrounds(&rows, segment: 0x616c_7465_726e) { _, position in
            position.isMultiple(of: 2) ? nil : Self.alternateRowBackground
        }
    }
}
