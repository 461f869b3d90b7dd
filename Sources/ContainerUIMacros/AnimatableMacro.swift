import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Animatable`: conforms a type to `Animatable` and writes its `animatableData` from its stored
/// properties, as nested `AnimatablePair`s of each property's own `animatableData` in
/// declaration order (one property: its data alone; none: the protocol's empty default).
///
/// ```swift
/// @Animatable
/// struct Wedge: Shape {
///     var startAngle: Angle
///     var endAngle: Angle
///     @AnimatableIgnored var isFilled: Bool
/// }
/// ```
///
/// gets `var animatableData: AnimatablePair<Angle.AnimatableData, Angle.AnimatableData>`.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    /// The `animatableData` property.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard isType(declaration) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: AnimatableDiagnostic.notAType))
            return []
        }
        let properties = AnimatableProperty.animated(in: declaration.memberBlock.members) { message, node in
            context.diagnose(Diagnostic(node: node, message: message))
        }
        guard !properties.isEmpty else { return [] }
        let access = declaration.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) } ? "public "
            : declaration.modifiers.contains { $0.name.tokenKind == .keyword(.package) } ? "package " : ""
        let setters = properties.indices.map { index in
            "\(properties[index].name).animatableData = newValue\(path(to: index, of: properties.count))"
        }
        return [
            """
            \(raw: access)var animatableData: \(raw: dataType(properties[...])) {
                get { \(raw: dataValue(properties[...])) }
                set {
                    \(raw: setters.joined(separator: "\n"))
                }
            }
            """
        ]
    }

    /// `extension Type: Animatable {}`, unless the type already conforms (misuse is reported by
    /// the member role).
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty, isType(declaration) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): ContainerUICore.Animatable {}")]
    }

    /// Whether the macro is attached to a struct, class or enum.
    private static func isType(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
    }

    /// The data's type: the first property's data paired with the rest's.
    private static func dataType(_ properties: ArraySlice<AnimatableProperty>) -> String {
        let first = "\(properties.first!.type.trimmedDescription).AnimatableData"
        guard properties.count > 1 else { return first }
        return "ContainerUICore.AnimatablePair<\(first), \(dataType(properties.dropFirst()))>"
    }

    /// The data's value, built as ``dataType(_:)`` describes.
    private static func dataValue(_ properties: ArraySlice<AnimatableProperty>) -> String {
        let first = "\(properties.first!.name).animatableData"
        guard properties.count > 1 else { return first }
        return "ContainerUICore.AnimatablePair(\(first), \(dataValue(properties.dropFirst())))"
    }

    /// Where the property at `index` of `count` sits in the nested pairs: `.second.first`, …
    private static func path(to index: Int, of count: Int) -> String {
        guard count > 1 else { return "" }
        let seconds = String(repeating: ".second", count: index)
        return index == count - 1 ? seconds : seconds + ".first"
    }
}

/// `@AnimatableIgnored`: leaves a stored property out of what `@Animatable` animates. It adds
/// nothing to the property.
public struct AnimatableIgnoredMacro: AccessorMacro {
    /// No accessors: the property stays stored as written.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}
