/// A set of an app's menu commands, as SwiftUI's `Commands` declares them: a custom set lists
/// its menus, groups and standard sets in `body`, and a scene takes it through
/// ``Scene/commands(content:)``.
///
/// ```swift
/// struct EditorCommands: Commands {
///     var body: some Commands {
///         SidebarCommands()
///         CommandMenu("Format") {
///             Button("Bold") { toggleBold() }
///         }
///     }
/// }
/// ```
///
/// Commands are accepted, so that an app's scenes compile unchanged, and not drawn: a window
/// rendered as a page has no menu bar and no key commands.
public protocol Commands {
    /// The type of commands that represents this set's content.
    associatedtype Body: Commands

    /// The content of this set. Primitive command sets have a `Never` body.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// A command set with no body of its own: what the built-in command sets conform to.
package protocol PrimitiveCommands: Commands where Body == Never {}

extension PrimitiveCommands {
    /// Primitive command sets have no body; asking for one is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a primitive command set and has no body")
    }
}

/// No commands: what an empty ``CommandsBuilder`` block builds.
public struct EmptyCommands: PrimitiveCommands {
    /// No commands.
    public init() {}
}

/// The commands of an `if` without `else` in a ``CommandsBuilder`` block: none when its
/// condition fails.
extension Optional: Commands where Wrapped: Commands {}
extension Optional: PrimitiveCommands where Wrapped: Commands {}

/// The commands of the branch an `if`–`else` in a ``CommandsBuilder`` block takes.
extension _ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {}
extension _ConditionalContent: PrimitiveCommands where TrueContent: Commands, FalseContent: Commands {}
