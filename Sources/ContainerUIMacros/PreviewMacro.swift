import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: declares a preview of a view as a uniquely named type conforming to
/// `PreviewRegistry`, whose `makePreview()` builds the `Preview` from the macro's arguments, as
/// SwiftUI's macro does.
///
/// ```swift
/// #Preview("Dark") {
///     @Previewable @State var count = 3
///     Stepper("\(count)", value: $count)
/// }
/// ```
///
/// Variables marked `@Previewable` become the stored properties of a view declared for the
/// preview, whose `body` holds the closure's other statements, so that `@State` works in it.
public struct PreviewMacro: DeclarationMacro {
    /// The registry type.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var arguments = Array(node.arguments)
        var body = node.trailingClosure
        if body == nil, let index = arguments.firstIndex(where: { $0.label?.text == "body" }) {
            body = arguments[index].expression.as(ClosureExprSyntax.self)
            arguments.remove(at: index)
        }
        guard let body else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.noBody))
            return []
        }
        let registry = context.makeUniqueName("PreviewRegistry")
        let location = context.location(of: node)
        let file = location?.file ?? ExprSyntax(literal: "")
        let line = location?.line ?? ExprSyntax(literal: 0)
        let column = location?.column ?? ExprSyntax(literal: 0)
        let passed = arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }.joined(separator: ", ")
        let call = passed.isEmpty ? "ContainerUICore.Preview" : "ContainerUICore.Preview(\(passed))"

        let (previewable, statements) = split(body.statements)
        guard !previewable.isEmpty else {
            return [
                """
                struct \(registry): ContainerUICore.PreviewRegistry {
                    static let fileID: String = \(file)
                    static let line: Int = \(line)
                    static let column: Int = \(column)
                    @MainActor static func makePreview() throws -> ContainerUICore.Preview {
                        \(raw: call) \(body.trimmed)
                    }
                }
                """
            ]
        }
        let properties = previewable.map { $0.trimmedDescription }.joined(separator: "\n")
        let content = statements.map { $0.trimmedDescription }.joined(separator: "\n")
        return [
            """
            struct \(registry): ContainerUICore.PreviewRegistry {
                static let fileID: String = \(file)
                static let line: Int = \(line)
                static let column: Int = \(column)
                struct Content: ContainerUICore.View {
                    \(raw: properties)
                    var body: some ContainerUICore.View {
                        \(raw: content)
                    }
                }
                @MainActor static func makePreview() throws -> ContainerUICore.Preview {
                    \(raw: call) { Content() }
                }
            }
            """
        ]
    }

    /// The closure's `@Previewable` variables, without that attribute, and its other statements.
    private static func split(_ statements: CodeBlockItemListSyntax) -> (previewable: [VariableDeclSyntax], rest: [CodeBlockItemSyntax]) {
        var previewable: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for statement in statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self),
                  let index = variable.attributes.firstIndex(where: isPreviewable) else {
                rest.append(statement)
                continue
            }
            var attributes = variable.attributes
            attributes.remove(at: index)
            previewable.append(variable.with(\.attributes, attributes))
        }
        return (previewable, rest)
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }
}

/// `@Previewable`: marks a variable of a `#Preview` body as a property of the preview's view.
/// `#Preview` moves the variable; on its own the attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    /// Nothing: `#Preview` does the work.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// What `#Preview` reports.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case noBody

    var message: String {
        switch self {
        case .noBody: "#Preview needs a closure that returns the view to preview"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "ContainerUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
