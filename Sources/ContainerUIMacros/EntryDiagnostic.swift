import SwiftDiagnostics

/// The ways `@Entry` can be misused, each with the message the compiler shows.
enum EntryDiagnostic: DiagnosticMessage {
    /// Attached to something that is not a `var` declaration (a function, a type, …).
    case notAProperty
    /// Attached to a property declared with `let`.
    case letProperty(name: String)
    /// Attached to a declaration that declares several properties, or destructures a tuple.
    case notASingleProperty
    /// Attached to a property with a modifier that cannot be combined with `@Entry`, such as `static` or `lazy`.
    case unsupportedModifier(name: String, modifier: String)
    /// Attached to a property that already has a getter or a setter.
    case computedProperty(name: String)
    /// Attached to a property with `willSet` or `didSet` observers.
    case observedProperty(name: String)
    /// Attached to a property with neither an initial value nor an optional type.
    case missingDefaultValue(name: String)
    /// `_EntryDefaultValue` attached to something other than a `static var` with an initial value.
    case defaultValueWithoutInitializer

    /// The text the compiler shows.
    var message: String {
        switch self {
        case .notAProperty:
            "'@Entry' can only be attached to a property declared with 'var'"
        case .letProperty(let name):
            "'@Entry' property '\(name)' must be declared with 'var', not 'let'"
        case .notASingleProperty:
            "'@Entry' must be attached to a declaration of a single named property; declare each entry on its own line"
        case .unsupportedModifier(let name, let modifier):
            "'@Entry' cannot be attached to '\(modifier)' property '\(name)'; entries are instance properties"
        case .computedProperty(let name):
            "'@Entry' cannot be attached to computed property '\(name)'; write a stored property with a default value, '@Entry' generates the getter and setter"
        case .observedProperty(let name):
            "'@Entry' property '\(name)' cannot have 'willSet' or 'didSet' observers"
        case .missingDefaultValue(let name):
            "'@Entry' property '\(name)' needs a default value; give it an initial value ('= ...') or an optional type"
        case .defaultValueWithoutInitializer:
            "'_EntryDefaultValue' must be attached to a single property with an initial value"
        }
    }

    /// Every misuse stops the expansion.
    var severity: DiagnosticSeverity { .error }

    /// Identifies the kind of misuse, whatever the property's name.
    var diagnosticID: MessageID {
        let id: String
        switch self {
        case .notAProperty: id = "notAProperty"
        case .letProperty: id = "letProperty"
        case .notASingleProperty: id = "notASingleProperty"
        case .unsupportedModifier: id = "unsupportedModifier"
        case .computedProperty: id = "computedProperty"
        case .observedProperty: id = "observedProperty"
        case .missingDefaultValue: id = "missingDefaultValue"
        case .defaultValueWithoutInitializer: id = "defaultValueWithoutInitializer"
        }
        return MessageID(domain: "ContainerUIMacros.Entry", id: id)
    }
}
