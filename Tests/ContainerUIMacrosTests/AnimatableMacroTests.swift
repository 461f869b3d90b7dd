import ContainerUIMacros
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import SwiftSyntaxMacrosTestSupport
import XCTest

/// What `@Animatable` and `@AnimatableIgnored` expand to, and the misuses they report.
final class AnimatableMacroTests: XCTestCase {
    /// The macros, with `Animatable` a conformance the types do not have yet, as the compiler
    /// tells the extension role.
    private let macros: [String: MacroSpec] = [
        "Animatable": MacroSpec(type: AnimatableMacro.self, conformances: [TypeSyntax(IdentifierTypeSyntax(name: .identifier("Animatable")))]),
        "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self),
    ]

    func testStoredPropertiesBecomeNestedPairs() {
        assertMacroExpansion(
            """
            @Animatable
            public struct Bar: Shape {
                public var fraction: CGFloat
                var start, end: Angle
                @AnimatableIgnored var label: String
                static var count: Int = 0
                let id: Int
                var area: CGFloat { fraction * 2 }
                var observed: Double = 0 { didSet {} }
            }
            """,
            expandedSource: """
                public struct Bar: Shape {
                    public var fraction: CGFloat
                    var start, end: Angle
                    var label: String
                    static var count: Int = 0
                    let id: Int
                    var area: CGFloat { fraction * 2 }
                    var observed: Double = 0 { didSet {} }

                    public var animatableData: ContainerUICore.AnimatablePair<CGFloat.AnimatableData, ContainerUICore.AnimatablePair<Angle.AnimatableData, ContainerUICore.AnimatablePair<Angle.AnimatableData, Double.AnimatableData>>> {
                        get {
                            ContainerUICore.AnimatablePair(fraction.animatableData, ContainerUICore.AnimatablePair(start.animatableData, ContainerUICore.AnimatablePair(end.animatableData, observed.animatableData)))
                        }
                        set {
                            fraction.animatableData = newValue.first
                            start.animatableData = newValue.second.first
                            end.animatableData = newValue.second.second.first
                            observed.animatableData = newValue.second.second.second
                        }
                    }
                }

                extension Bar: ContainerUICore.Animatable {
                }
                """,
            macroSpecs: macros
        )
    }

    func testOnePropertyIsItsDataAlone() {
        assertMacroExpansion(
            """
            @Animatable
            struct Gauge: View {
                var value: Double
            }
            """,
            expandedSource: """
                struct Gauge: View {
                    var value: Double

                    var animatableData: Double.AnimatableData {
                        get {
                            value.animatableData
                        }
                        set {
                            value.animatableData = newValue
                        }
                    }
                }

                extension Gauge: ContainerUICore.Animatable {
                }
                """,
            macroSpecs: macros
        )
    }

    func testNoAnimatedPropertyKeepsTheDefault() {
        assertMacroExpansion(
            """
            @Animatable
            struct Plain: Shape {
                @AnimatableIgnored var name: String
            }
            """,
            expandedSource: """
                struct Plain: Shape {
                    var name: String
                }

                extension Plain: ContainerUICore.Animatable {
                }
                """,
            macroSpecs: macros
        )
    }

    func testUnwrittenAndUnanimatableTypesAreReported() {
        assertMacroExpansion(
            """
            @Animatable
            struct Card: View {
                var scale = 1.0
                var isOn: Bool
                var width: CGFloat?
                var size: CGSize
            }
            """,
            expandedSource: """
                struct Card: View {
                    var scale = 1.0
                    var isOn: Bool
                    var width: CGFloat?
                    var size: CGSize

                    var animatableData: CGSize.AnimatableData {
                        get {
                            size.animatableData
                        }
                        set {
                            size.animatableData = newValue
                        }
                    }
                }

                extension Card: ContainerUICore.Animatable {
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: "'@Animatable' needs the type of property 'scale' written out ('var scale: Type'), or mark it '@AnimatableIgnored'", line: 3, column: 9),
                DiagnosticSpec(message: "property 'isOn' of type 'Bool' cannot be animated; mark it '@AnimatableIgnored', or make its type conform to 'VectorArithmetic' or 'Animatable'", line: 4, column: 9),
                DiagnosticSpec(message: "property 'width' of type 'CGFloat?' cannot be animated; mark it '@AnimatableIgnored', or make its type conform to 'VectorArithmetic' or 'Animatable'", line: 5, column: 9),
            ],
            macroSpecs: macros
        )
    }

    func testATypeThatConformsGetsOnlyTheProperty() {
        assertMacroExpansion(
            """
            @Animatable
            struct Gauge: View, Animatable {
                var value: Double
            }
            """,
            expandedSource: """
                struct Gauge: View, Animatable {
                    var value: Double

                    var animatableData: Double.AnimatableData {
                        get {
                            value.animatableData
                        }
                        set {
                            value.animatableData = newValue
                        }
                    }
                }
                """,
            macroSpecs: ["Animatable": MacroSpec(type: AnimatableMacro.self), "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self)]
        )
    }

    func testOnlyTypesCanBeAnimatable() {
        assertMacroExpansion(
            """
            @Animatable
            protocol Drawn {}
            """,
            expandedSource: """
                protocol Drawn {}
                """,
            diagnostics: [
                DiagnosticSpec(message: "'@Animatable' can only be attached to a struct, class or enum", line: 1, column: 1)
            ],
            macroSpecs: macros
        )
    }
}
