import ContainerUIMacros
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import SwiftSyntaxMacrosTestSupport
import XCTest

/// The diagnostics `@Entry` gives when it is misused; each misuse expands to nothing.
final class EntryMacroDiagnosticTests: XCTestCase {
    private let macros: [String: any Macro.Type] = ["Entry": EntryMacro.self]

    func testLetIsRejectedWithAFixIt() {
        assertMacroExpansion(
            "@Entry let count = 0",
            expandedSource: "let count = 0",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' property 'count' must be declared with 'var', not 'let'",
                    line: 1,
                    column: 8,
                    fixIts: [FixItSpec(message: "Replace 'let' with 'var'")]
                )
            ],
            macros: macros,
            applyFixIts: ["Replace 'let' with 'var'"],
            fixedSource: "@Entry var count = 0"
        )
    }

    func testNonOptionalWithoutInitializerIsRejected() {
        assertMacroExpansion(
            "@Entry var count: Int",
            expandedSource: "var count: Int",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' property 'count' needs a default value; give it an initial value ('= ...') or an optional type",
                    line: 1,
                    column: 12
                )
            ],
            macros: macros
        )
    }

    func testFunctionIsRejected() {
        assertMacroExpansion(
            "@Entry func count() -> Int { 0 }",
            expandedSource: "func count() -> Int { 0 }",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' can only be attached to a property declared with 'var'",
                    line: 1,
                    column: 1
                )
            ],
            macros: macros
        )
    }

    func testTypeIsRejected() {
        assertMacroExpansion(
            "@Entry struct Count {}",
            expandedSource: "struct Count {}",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' can only be attached to a property declared with 'var'",
                    line: 1,
                    column: 1
                )
            ],
            macros: macros
        )
    }

    func testComputedPropertyIsRejected() {
        assertMacroExpansion(
            "@Entry var count: Int { 0 }",
            expandedSource: "var count: Int { 0 }",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' cannot be attached to computed property 'count'; write a stored property with a default value, '@Entry' generates the getter and setter",
                    line: 1,
                    column: 23
                )
            ],
            macros: macros
        )
    }

    func testPropertyWithGetterAndSetterIsRejected() {
        assertMacroExpansion(
            "@Entry var count: Int { get { 0 } set {} }",
            expandedSource: "var count: Int { get { 0 } set {} }",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' cannot be attached to computed property 'count'; write a stored property with a default value, '@Entry' generates the getter and setter",
                    line: 1,
                    column: 23
                )
            ],
            macros: macros
        )
    }

    func testObservedPropertyIsRejected() {
        assertMacroExpansion(
            "@Entry var count = 0 { didSet {} }",
            expandedSource: "var count = 0 { didSet {} }",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' property 'count' cannot have 'willSet' or 'didSet' observers",
                    line: 1,
                    column: 22
                )
            ],
            macros: macros
        )
    }

    func testStaticPropertyIsRejected() {
        assertMacroExpansion(
            "@Entry static var count = 0",
            expandedSource: "static var count = 0",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' cannot be attached to 'static' property 'count'; entries are instance properties",
                    line: 1,
                    column: 8
                )
            ],
            macros: macros
        )
    }

    /// `assertMacroExpansion` refuses a declaration of several variables before calling the macro, while the
    /// compiler calls it, so this calls the peer expansion directly.
    func testSeveralPropertiesInOneDeclarationAreRejected() throws {
        let declaration: DeclSyntax = "@Entry var first = 0, second = 1"
        let attribute = try XCTUnwrap(declaration.as(VariableDeclSyntax.self)?.attributes.first?.as(AttributeSyntax.self))
        XCTAssertThrowsError(
            try EntryMacro.expansion(of: attribute, providingPeersOf: declaration, in: BasicMacroExpansionContext())
        ) { error in
            XCTAssertEqual(
                (error as? DiagnosticsError)?.diagnostics.map(\.message),
                ["'@Entry' must be attached to a declaration of a single named property; declare each entry on its own line"]
            )
        }
    }

    func testTuplePatternIsRejected() {
        assertMacroExpansion(
            "@Entry var (first, second) = (0, 1)",
            expandedSource: "var (first, second) = (0, 1)",
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' must be attached to a declaration of a single named property; declare each entry on its own line",
                    line: 1,
                    column: 12
                )
            ],
            macros: macros
        )
    }
}
