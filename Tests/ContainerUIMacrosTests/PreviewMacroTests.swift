import ContainerUIMacros
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import SwiftSyntaxMacrosTestSupport
import XCTest

/// What `#Preview` and `@Previewable` expand to.
final class PreviewMacroTests: XCTestCase {
    private let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self),
        "Previewable": MacroSpec(type: PreviewableMacro.self),
    ]

    func testBodyBecomesTheRegistrysPreview() {
        assertMacroExpansion(
            """
            #Preview("Dark", traits: .sizeThatFitsLayout) {
                ContentView()
                    .preferredColorScheme(.dark)
            }
            """,
            expandedSource: """
                struct __macro_local_15PreviewRegistryfMu_: ContainerUICore.PreviewRegistry {
                    static let fileID: String = "TestModule/test.swift"
                    static let line: Int = 1
                    static let column: Int = 1
                    @MainActor static func makePreview() throws -> ContainerUICore.Preview {
                        ContainerUICore.Preview("Dark", traits: .sizeThatFitsLayout) {
                     ContentView()
                         .preferredColorScheme(.dark)
                 }
                    }
                }
                """,
            macroSpecs: macros
        )
    }

    func testPreviewableVariablesBecomeTheViewsProperties() {
        assertMacroExpansion(
            """
            #Preview {
                @Previewable @State var count = 3
                let label = "Count"
                Stepper("\\(label): \\(count)", value: $count)
            }
            """,
            expandedSource: """
                struct __macro_local_15PreviewRegistryfMu_: ContainerUICore.PreviewRegistry {
                    static let fileID: String = "TestModule/test.swift"
                    static let line: Int = 1
                    static let column: Int = 1
                    struct Content: ContainerUICore.View {
                        @State var count = 3
                        var body: some ContainerUICore.View {
                            let label = "Count"
                            Stepper("\\(label): \\(count)", value: $count)
                        }
                    }
                    @MainActor static func makePreview() throws -> ContainerUICore.Preview {
                        ContainerUICore.Preview {
                            Content()
                        }
                    }
                }
                """,
            macroSpecs: macros
        )
    }

    func testBodyArgumentIsTheClosure() {
        assertMacroExpansion(
            """
            #Preview(body: { Text("x") })
            """,
            expandedSource: """
                struct __macro_local_15PreviewRegistryfMu_: ContainerUICore.PreviewRegistry {
                    static let fileID: String = "TestModule/test.swift"
                    static let line: Int = 1
                    static let column: Int = 1
                    @MainActor static func makePreview() throws -> ContainerUICore.Preview {
                        ContainerUICore.Preview {
                            Text("x")
                        }
                    }
                }
                """,
            macroSpecs: macros
        )
    }

    func testNoClosureIsReported() {
        assertMacroExpansion(
            """
            #Preview("Nothing")
            """,
            expandedSource: "",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that returns the view to preview", line: 1, column: 1)],
            macroSpecs: macros
        )
    }

    func testPreviewableAloneAddsNothing() {
        assertMacroExpansion(
            """
            @Previewable var count = 0
            """,
            expandedSource: """
                var count = 0
                """,
            macroSpecs: macros
        )
    }
}
