import ContainerUIMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import SwiftSyntaxMacrosTestSupport
import XCTest

/// What `@_EntryDefaultValue`, the helper `@Entry` puts on keys of unannotated entries, expands to.
final class EntryDefaultValueMacroTests: XCTestCase {
    private let macros: [String: any Macro.Type] = ["_EntryDefaultValue": EntryDefaultValueMacro.self]

    func testInitializerBecomesAGetter() {
        assertMacroExpansion(
            "@_EntryDefaultValue static var defaultValue = Box()",
            expandedSource: """
                static var defaultValue {
                    get {
                        Box()
                    }
                }
                """,
            macros: macros
        )
    }

    func testPropertyWithoutInitializerIsRejected() {
        assertMacroExpansion(
            "@_EntryDefaultValue static var defaultValue: Int",
            expandedSource: "static var defaultValue: Int",
            diagnostics: [
                DiagnosticSpec(
                    message: "'_EntryDefaultValue' must be attached to a single property with an initial value",
                    line: 1,
                    column: 1
                )
            ],
            macros: macros
        )
    }
}
