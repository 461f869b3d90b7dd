import ContainerUIMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// What `@Entry` expands to for the declarations it accepts.
final class EntryMacroExpansionTests: XCTestCase {
    private let macros: [String: any Macro.Type] = ["Entry": EntryMacro.self]

    func testAnnotatedPropertyInContainerValues() {
        assertMacroExpansion(
            """
            extension ContainerValues {
                @Entry var isDisplayBoardCardRejected: Bool = false
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var isDisplayBoardCardRejected: Bool {
                        get {
                            self[__Key_isDisplayBoardCardRejected.self]
                        }
                        set {
                            self[__Key_isDisplayBoardCardRejected.self] = newValue
                        }
                    }

                    private struct __Key_isDisplayBoardCardRejected: ContainerUICore.EnvironmentKey, ContainerUICore.ContainerValueKey, ContainerUICore.FocusedValueKey {
                        static var defaultValue: Bool {
                            false
                        }
                    }
                }
                """,
            macros: macros
        )
    }

    func testUnannotatedPropertyLeavesTheTypeToInference() {
        assertMacroExpansion(
            """
            extension ContainerValues {
                @Entry var isFeatured = false
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var isFeatured {
                        get {
                            self[__Key_isFeatured.self]
                        }
                        set {
                            self[__Key_isFeatured.self] = newValue
                        }
                    }

                    private struct __Key_isFeatured: ContainerUICore.EnvironmentKey, ContainerUICore.ContainerValueKey, ContainerUICore.FocusedValueKey {
                        @ContainerUICore._EntryDefaultValue static var defaultValue = false
                    }
                }
                """,
            macros: macros
        )
    }

    func testOptionalWithoutInitializerDefaultsToNil() {
        assertMacroExpansion(
            """
            extension ContainerValues {
                @Entry var badge: String?
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var badge: String? {
                        get {
                            self[__Key_badge.self]
                        }
                        set {
                            self[__Key_badge.self] = newValue
                        }
                    }

                    private struct __Key_badge: ContainerUICore.EnvironmentKey, ContainerUICore.ContainerValueKey, ContainerUICore.FocusedValueKey {
                        static var defaultValue: String? {
                            nil
                        }
                    }
                }
                """,
            macros: macros
        )
    }

    func testSpelledOutOptionalWithoutInitializerDefaultsToNil() {
        assertMacroExpansion(
            "@Entry var badge: Swift.Optional<Int>",
            expandedSource: """
                var badge: Swift.Optional<Int> {
                    get {
                        self[__Key_badge.self]
                    }
                    set {
                        self[__Key_badge.self] = newValue
                    }
                }

                private struct __Key_badge: ContainerUICore.EnvironmentKey, ContainerUICore.ContainerValueKey, ContainerUICore.FocusedValueKey {
                    static var defaultValue: Swift.Optional<Int> {
                        nil
                    }
                }
                """,
            macros: macros
        )
    }

    func testImplicitlyUnwrappedOptionalKeyUsesAPlainOptional() {
        assertMacroExpansion(
            "@Entry var title: String!",
            expandedSource: """
                var title: String! {
                    get {
                        self[__Key_title.self]
                    }
                    set {
                        self[__Key_title.self] = newValue
                    }
                }

                private struct __Key_title: ContainerUICore.EnvironmentKey, ContainerUICore.ContainerValueKey, ContainerUICore.FocusedValueKey {
                    static var defaultValue: String? {
                        nil
                    }
                }
                """,
            macros: macros
        )
    }

    func testAccessLevelStaysOnThePropertyAndTheKeyIsPrivate() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry public var accent: Color = .blue
            }
            """,
            expandedSource: """
                extension EnvironmentValues {
                    public var accent: Color {
                        get {
                            self[__Key_accent.self]
                        }
                        set {
                            self[__Key_accent.self] = newValue
                        }
                    }

                    private struct __Key_accent: ContainerUICore.EnvironmentKey, ContainerUICore.ContainerValueKey, ContainerUICore.FocusedValueKey {
                        static var defaultValue: Color {
                            .blue
                        }
                    }
                }
                """,
            macros: macros
        )
    }

    func testBacktickedNameGivesAPlainKeyName() {
        assertMacroExpansion(
            "@Entry var `default` = 3",
            expandedSource: """
                var `default` {
                    get {
                        self[__Key_default.self]
                    }
                    set {
                        self[__Key_default.self] = newValue
                    }
                }

                private struct __Key_default: ContainerUICore.EnvironmentKey, ContainerUICore.ContainerValueKey, ContainerUICore.FocusedValueKey {
                    @ContainerUICore._EntryDefaultValue static var defaultValue = 3
                }
                """,
            macros: macros
        )
    }

    func testClosureDefaultIsReturnedNotRun() {
        assertMacroExpansion(
            "@Entry var action: () -> Int = { 7 }",
            expandedSource: """
                var action: () -> Int {
                    get {
                        self[__Key_action.self]
                    }
                    set {
                        self[__Key_action.self] = newValue
                    }
                }

                private struct __Key_action: ContainerUICore.EnvironmentKey, ContainerUICore.ContainerValueKey, ContainerUICore.FocusedValueKey {
                    static var defaultValue: () -> Int {
                        {
                            7
                        }
                    }
                }
                """,
            macros: macros
        )
    }
}
