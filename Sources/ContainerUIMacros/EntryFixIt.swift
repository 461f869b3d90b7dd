import SwiftDiagnostics

/// The corrections offered with an ``EntryDiagnostic``.
enum EntryFixIt: FixItMessage {
    /// Declares the property with `var` instead of `let`.
    case replaceLetWithVar

    /// The text shown for the correction.
    var message: String {
        switch self {
        case .replaceLetWithVar: "Replace 'let' with 'var'"
        }
    }

    /// Identifies the correction.
    var fixItID: MessageID {
        switch self {
        case .replaceLetWithVar: MessageID(domain: "ContainerUIMacros.Entry", id: "replaceLetWithVar")
        }
    }
}
