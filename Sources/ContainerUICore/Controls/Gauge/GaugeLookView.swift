/// A built-in gauge style's drawing: the track or ring (``GaugeTrack``) in the environment's
/// tint, named by the label for screen readers, and the labels that style shows around it.
struct GaugeLookView: View {
    let look: GaugeLook
    let configuration: GaugeStyleConfiguration

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let configuration = view.configuration
        let track = ResolvedGauge(fraction: configuration.value, look: view.look, tint: resolver.environment.controlTint)
        if view.look.isCircular {
            // The label goes in the gap when the middle shows the current value, else in the middle.
            let font = configuration.currentValueLabel == nil ? CircularGaugeLook.middleFont : CircularGaugeLook.boundsFont
            let label = resolver.collectContent { $0.resolve(configuration.label.font(font).lineLimit(1)) }
            resolver.resolve(CircularGaugeLook(track: track, label: label, configuration: configuration))
        } else {
            let label = resolver.collectContent { $0.resolve(configuration.label) }
            resolver.resolve(LinearGaugeLook(track: track, label: label, configuration: configuration))
        }
    }
}

/// The track or ring of a built-in gauge style: fills its frame.
struct GaugeTrack: View {
    let gauge: ResolvedGauge

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.gauge(view.gauge))
    }
}

extension [ResolvedNode] {
    /// The label's views, as resolved.
    var views: some View {
        ForEach(indices, id: \.self) { index in Subview(node: self[index]) }
    }
}
