import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that hands ContainerUI's macros to the compiler.
@main
struct ContainerUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        EntryMacro.self,
        EntryDefaultValueMacro.self,
        AnimatableMacro.self,
        AnimatableIgnoredMacro.self,
        PreviewMacro.self,
        PreviewableMacro.self,
    ]
}
