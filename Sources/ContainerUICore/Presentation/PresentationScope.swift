/// The presentations the views of one window ask for, handed up to the window while it is
/// resolved: a render is one frame, so these are the sheets, covers, popovers, alerts and dialogs
/// whose bindings say they are presented now.
///
/// As on iOS, a view presents one thing at a time: of the presentations asked for at one level,
/// the first (outermost, then earliest) shows, and content presented by a presentation's own
/// views shows above it.
package final class PresentationScope {
    /// The presentations shown, bottom first; `nil` for one whose content is being resolved.
    package var layers: [PresentedLayer?] = []
    /// How many presentations' content encloses the current position.
    var depth = 0
    /// What the content of the sheet being resolved hands up (detents, grabber, corners,
    /// background); `nil` outside a sheet's content.
    var settings: SheetSettings?

    package init() {}
}

extension Resolver {
    /// Resolves `content` and, when `present` is given and nothing has been presented yet at
    /// this level, resolves the presentation it makes (its own views in the environment here,
    /// outside any list, with `isPresented` set) and records it.
    mutating func resolve<V: View>(_ content: V, presenting present: ((inout Resolver) -> PresentedLayer)?) {
        if let present, let scope = presentations, scope.layers.count == scope.depth {
            scope.layers.append(nil)
            let index = scope.layers.count - 1
            let saved = environment
            if environment.isListContent { environment.isListContent = false }
            environment.isPresented = true
            scope.depth += 1
            withIdentity(0x7072_6573) { scope.layers[index] = present(&$0) }
            scope.depth -= 1
            environment = saved
        }
        resolve(content)
    }

    /// Resolves a sheet's `content` with a fresh ``SheetSettings`` for its views to hand up, and
    /// returns both.
    mutating func resolveSheetContent<V: View>(_ content: V) -> (nodes: [ResolvedNode], settings: SheetSettings) {
        let settings = SheetSettings()
        let enclosing = presentations?.settings
        presentations?.settings = settings
        let nodes = collectContent { $0.resolve(content) }
        presentations?.settings = enclosing
        return (nodes, settings)
    }
}

/// A view whose content may present something: what the presentation modifiers return.
struct PresentingView<Content: View>: View {
    let content: Content
    /// Makes the presentation, `nil` when the binding says nothing is presented.
    let presentation: ((inout Resolver) -> PresentedLayer)?

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.resolve(view.content, presenting: view.presentation)
    }
}

/// A view that hands a setting of the sheet it is in up to that sheet: the
/// `presentationDetents`-style modifiers. The setting on the outermost view wins, as SwiftUI's
/// presentation preferences do.
struct SheetSettingView<Content: View>: View {
    let content: Content
    let write: (SheetSettings, inout Resolver) -> Void

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.resolve(view.content)
        if let settings = resolver.presentations?.settings { view.write(settings, &resolver) }
    }
}
