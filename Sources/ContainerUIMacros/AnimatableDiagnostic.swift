import SwiftDiagnostics

/// The ways `@Animatable` can be misused, each with the message the compiler shows.
enum AnimatableDiagnostic: DiagnosticMessage {
    /// Attached to something other than a struct, class or enum.
    case notAType
    /// A stored property whose type is not written, which a macro cannot see.
    case missingType(name: String)
    /// A stored property of a type that has no animatable data.
    case notAnimatable(name: String, type: String)

    /// The text the compiler shows.
    var message: String {
        switch self {
        case .notAType:
            "'@Animatable' can only be attached to a struct, class or enum"
        case .missingType(let name):
            "'@Animatable' needs the type of property '\(name)' written out ('var \(name): Type'), or mark it '@AnimatableIgnored'"
        case .notAnimatable(let name, let type):
            "property '\(name)' of type '\(type)' cannot be animated; mark it '@AnimatableIgnored', or make its type conform to 'VectorArithmetic' or 'Animatable'"
        }
    }

    /// Every misuse is an error.
    var severity: DiagnosticSeverity { .error }

    /// Identifies the kind of misuse, whatever the property's name.
    var diagnosticID: MessageID {
        let id = switch self {
        case .notAType: "notAType"
        case .missingType: "missingType"
        case .notAnimatable: "notAnimatable"
        }
        return MessageID(domain: "ContainerUIMacros.Animatable", id: id)
    }
}
