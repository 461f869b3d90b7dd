import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_EntryDefaultValue`: turns `static var defaultValue = value` into a getter that evaluates `value` on every read.
///
/// ``EntryMacro`` attaches it to the key it generates for an entry declared without a type annotation:
/// the compiler still infers the property's type (and so the key's `Value`) from the initializer, while the
/// getter makes the property computed, so a non-`Sendable` default is never stored in shared static state.
public struct EntryDefaultValueMacro: AccessorMacro {
    /// The getter that evaluates the initializer.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindings.count == 1,
              let value = variable.bindings.first?.initializer?.value
        else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: declaration, message: EntryDiagnostic.defaultValueWithoutInitializer)
            ])
        }
        return ["get { \(value.trimmed) }"]
    }
}
