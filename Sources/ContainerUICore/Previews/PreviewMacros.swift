/// Declares a preview of a view, as in SwiftUI:
///
/// ```swift
/// #Preview("Empty list") {
///     NotesList(notes: [])
/// }
/// ```
///
/// The preview is a type conforming to ``PreviewRegistry``, whose `makePreview()` returns the
/// ``Preview``. As in a SwiftUI app at run time, nothing shows a preview by itself: a program
/// renders one by calling `makePreview()` on a registry it names.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ContainerUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits, such as `.sizeThatFitsLayout` or
/// `.landscapeLeft`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ContainerUIMacros", type: "PreviewMacro")

/// Marks a variable in a `#Preview` body, typically `@State`, as a property of the preview's
/// view, so that the preview can change it:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "ContainerUIMacros", type: "PreviewableMacro")
