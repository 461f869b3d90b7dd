import ContainerUICore
import Foundation

extension ResolvedScrollTransition {
    /// Writes the axis, each edge's configuration and the effects of each phase.
    func encode(into json: inout JSONWriter) {
        json.key("axis"); if let axis { json.string("\(axis)") } else { json.null() }
        json.key("topLeading"); topLeading.encode(into: &json)
        json.key("bottomTrailing"); bottomTrailing.encode(into: &json)
        json.key("effects"); json.beginObject()
        for phase in ScrollTransitionPhase.allCases {
            json.key("\(phase)")
            json.beginArray()
            for effect in effects(in: phase) { effect.encode(into: &json) }
            json.endArray()
        }
        json.endObject()
    }
}

extension ScrollTransitionConfiguration {
    /// `{"mode", "curve"?, "animation"?, "threshold"}`: the threshold as the visible amount, or
    /// `"centered"`.
    func encode(into json: inout JSONWriter) {
        json.beginObject()
        json.key("mode")
        switch mode {
        case .identity: json.string("identity")
        case .interactive(let curve): json.string("interactive"); json.key("curve"); json.string(curve.description)
        case .animated(let animation): json.string("animated"); json.key("animation"); json.string(animation.description)
        }
        json.key("threshold")
        if let amount = thresholdSetting.visibleAmount { json.number(amount) } else { json.string("centered") }
        json.endObject()
    }
}

extension VisualEffectItem {
    /// `{"effect", ...values}`.
    func encode(into json: inout JSONWriter) {
        json.beginObject()
        json.key("effect")
        switch self {
        case .scale(let size, let anchor):
            json.string("scale")
            json.key("x"); json.number(Double(size.width))
            json.key("y"); json.number(Double(size.height))
            json.key("anchor"); json.string(anchor.description)
        case .rotation(let angle, let anchor):
            json.string("rotation")
            json.key("degrees"); json.number(angle.degrees)
            json.key("anchor"); json.string(anchor.description)
        case .offset(let size):
            json.string("offset")
            json.key("x"); json.number(Double(size.width))
            json.key("y"); json.number(Double(size.height))
        case .opacity(let value):
            json.string("opacity")
            json.key("value"); json.number(value)
        case .filter(let filter):
            json.string("filter")
            filter.encode(into: &json)
        }
        json.endObject()
    }
}
