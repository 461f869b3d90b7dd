import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry`: turns `var name: T = value` inside an extension of `EnvironmentValues`, `ContainerValues` or
/// `FocusedValues` into a computed property backed by a generated private key type.
///
/// As an accessor macro it adds `get { self[__Key_name.self] }` and `set { self[__Key_name.self] = newValue }`;
/// as a peer macro it adds `private struct __Key_name`, which conforms to `ContainerUICore.EnvironmentKey`,
/// `ContainerUICore.ContainerValueKey` and `ContainerUICore.FocusedValueKey` and computes `value` again on
/// every read of its `defaultValue`.
/// The key declares no `typealias Value`: `Value` is inferred from `defaultValue`, so an entry whose type is
/// itself named `Value` does not make the alias refer to itself.
/// Misuse is reported once, by the peer role, which the compiler runs for every kind of declaration.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The getter and setter that read and write the value through the generated key.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let property = try? EntryProperty(declaration) else { return [] }
        let key = property.keyName
        return [
            "get { self[\(key).self] }",
            "set { self[\(key).self] = newValue }",
        ]
    }

    /// The private key type that carries the default value.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let property = try EntryProperty(declaration)
        let defaultValue: DeclSyntax
        if let type = property.type {
            defaultValue = "static var defaultValue: \(type) { \(property.defaultValue) }"
        } else {
            defaultValue = "@ContainerUICore._EntryDefaultValue static var defaultValue = \(property.defaultValue)"
        }
        return [
            """
            private struct \(property.keyName): ContainerUICore.EnvironmentKey, ContainerUICore.ContainerValueKey, ContainerUICore.FocusedValueKey {
                \(defaultValue)
            }
            """
        ]
    }
}
