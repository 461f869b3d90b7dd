import SwiftSyntax

/// A stored instance property that `@Animatable` animates: its name and its written type.
struct AnimatableProperty {
    let name: String
    let type: TypeSyntax

    /// The properties of `members` that take part, in declaration order: stored `var`s that are
    /// not static and not marked `@AnimatableIgnored`. Reports through `diagnose` each property
    /// whose type is not written out or is one that cannot animate, and leaves it out.
    static func animated(in members: MemberBlockItemListSyntax, diagnose: (AnimatableDiagnostic, Syntax) -> Void) -> [AnimatableProperty] {
        var properties: [AnimatableProperty] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.var),
                  !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind) }),
                  !variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "AnimatableIgnored" })
            else { continue }
            // In `var a, b: CGFloat` the type written last applies to the names before it.
            var laterType: TypeSyntax?
            var found: [AnimatableProperty] = []
            for binding in variable.bindings.reversed() {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription,
                      isStored(binding) else { continue }
                let type = binding.typeAnnotation?.type.trimmed ?? (binding.initializer == nil ? laterType : nil)
                laterType = binding.typeAnnotation?.type.trimmed ?? laterType
                guard let type else {
                    diagnose(.missingType(name: name), Syntax(binding))
                    continue
                }
                if cannotAnimate(type) {
                    diagnose(.notAnimatable(name: name, type: type.trimmedDescription), Syntax(binding))
                    continue
                }
                found.append(AnimatableProperty(name: name, type: type))
            }
            properties += found.reversed()
        }
        return properties
    }

    /// Whether the binding stores its value: no accessors, or only `willSet` and `didSet`.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: true
        case .getter: false
        case .accessors(let accessors):
            accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// Types that are known, from how they are written, to have no animatable data: optionals,
    /// collections, functions, tuples, and the standard library's integers, Booleans and text.
    private static func cannotAnimate(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
            || type.is(FunctionTypeSyntax.self) || type.is(TupleTypeSyntax.self) {
            return true
        }
        let name = type.as(IdentifierTypeSyntax.self)?.name.text
            ?? type.as(MemberTypeSyntax.self).flatMap { $0.baseType.trimmedDescription == "Swift" ? $0.name.text : nil }
        guard let name else { return false }
        return ["Bool", "String", "Character", "Substring", "Int", "Int8", "Int16", "Int32", "Int64",
                "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Optional", "Array", "Dictionary", "Set"].contains(name)
    }
}
