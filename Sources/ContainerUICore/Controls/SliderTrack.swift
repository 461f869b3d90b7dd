/// A slider's range input: its label's views are its children, named to screen readers and not
/// drawn.
struct SliderTrack<Label: View>: View {
    let slider: ResolvedSlider
    let label: Label

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let label = resolver.collectContent { $0.resolve(view.label) }
        resolver.emit(.slider(view.slider), children: label)
    }
}
