import SwiftDiagnostics
import SwiftSyntax

/// A declaration that `@Entry` accepts: one stored instance `var` with a default value.
///
/// Both roles of ``EntryMacro`` read the declaration through this type, so they agree on what is valid.
struct EntryProperty {
    /// The property's name, without backticks.
    let name: String
    /// The declared type (`T!` spelled `T?`), or `nil` when the type is left to inference from ``defaultValue``.
    let type: TypeSyntax?
    /// The expression that produces the value when none has been set: the initializer, or `nil` for an optional.
    let defaultValue: ExprSyntax

    /// The name of the private key type generated next to the property.
    var keyName: TokenSyntax {
        .identifier("__Key_\(name)")
    }

    /// Reads `declaration`, or throws the diagnostic that explains why `@Entry` cannot be attached to it.
    init(_ declaration: some DeclSyntaxProtocol) throws(DiagnosticsError) {
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            throw Self.error(.notAProperty, at: declaration)
        }
        guard variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else {
            throw Self.error(.notASingleProperty, at: variable.bindings)
        }
        let name = identifier.identifier?.name ?? identifier.text
        let specifier = variable.bindingSpecifier
        if specifier.tokenKind != .keyword(.var) {
            let useVar = FixIt(
                message: EntryFixIt.replaceLetWithVar,
                changes: [.replace(oldNode: Syntax(specifier), newNode: Syntax(specifier.with(\.tokenKind, .keyword(.var))))]
            )
            throw Self.error(.letProperty(name: name), at: specifier, fixIts: [useVar])
        }
        if let modifier = variable.modifiers.first(where: { Self.unsupportedModifiers.contains($0.name.tokenKind) }) {
            throw Self.error(.unsupportedModifier(name: name, modifier: modifier.name.text), at: modifier)
        }
        if let accessorBlock = binding.accessorBlock {
            let message: EntryDiagnostic =
                Self.hasOnlyObservers(accessorBlock) ? .observedProperty(name: name) : .computedProperty(name: name)
            throw Self.error(message, at: accessorBlock)
        }
        let type = binding.typeAnnotation.map { Self.declarableType($0.type.trimmed) }
        if let initializer = binding.initializer {
            defaultValue = initializer.value.trimmed
        } else if let type, Self.isOptional(type) {
            defaultValue = ExprSyntax(NilLiteralExprSyntax())
        } else {
            throw Self.error(.missingDefaultValue(name: name), at: binding)
        }
        self.name = name
        self.type = type
    }

    /// Modifiers that make a property something other than an instance property with storage to replace.
    private static let unsupportedModifiers: Set<TokenKind> = [
        .keyword(.static), .keyword(.class), .keyword(.lazy),
    ]

    /// Whether the accessors are only `willSet` / `didSet`, so the property is stored but observed.
    private static func hasOnlyObservers(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { accessor in
            [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind)
        }
    }

    /// Whether `nil` is a valid default for `type`: `T?`, `T!` or `Optional<T>`.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return true
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.baseType.trimmedDescription == "Swift" && member.name.text == "Optional"
                && member.genericArgumentClause != nil
        }
        return false
    }

    /// `type` as the key's `defaultValue` declares it: a `T!` property does not witness `Value`, so it becomes `T?`.
    private static func declarableType(_ type: TypeSyntax) -> TypeSyntax {
        guard let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) else { return type }
        return TypeSyntax(OptionalTypeSyntax(wrappedType: unwrapped.wrappedType))
    }

    /// A diagnostic for `message` pointing at `node`, ready to throw.
    private static func error(
        _ message: EntryDiagnostic,
        at node: some SyntaxProtocol,
        fixIts: [FixIt] = []
    ) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: node, message: message, fixIts: fixIts)])
    }
}
