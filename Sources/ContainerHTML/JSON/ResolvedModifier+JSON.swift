import ContainerUICore
import Foundation

extension ResolvedModifier {
    /// Writes the modifier as an object: `type`, its values, and the nodes of view layers.
    func encode(into json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        switch self {
        case .padding(let insets):
            json.string(name)
            Self.encode(insets, into: &json)
        case .listRowInsets(let insets, let edges):
            json.string(name)
            Self.encode(insets, on: edges, into: &json)
        case .frame(let frame):
            json.string("frame")
            json.key("width"); if let width = frame.width { json.number(Double(width)) } else { json.null() }
            json.key("height"); if let height = frame.height { json.number(Double(height)) } else { json.null() }
            json.key("alignment"); json.string(frame.alignment.description)
        case .alignmentGuide(let guide):
            json.string("alignmentGuide")
            json.key("guide"); json.string(guide.guideName)
        case .opacity(let value):
            json.string("opacity")
            json.key("value"); json.number(value)
        case .filter(let filter):
            json.string("filter")
            filter.encode(into: &json)
        case .offset(let size):
            json.string("offset")
            json.key("x"); json.number(Double(size.width))
            json.key("y"); json.number(Double(size.height))
        case .transform(let t):
            json.string("transform")
            json.key("matrix"); json.beginArray(); for value in [t.a, t.b, t.c, t.d, t.tx, t.ty] { json.number(Double(value)) }; json.endArray()
        case .cornerRadius(let radius):
            json.string("cornerRadius")
            json.key("radius"); json.number(Double(radius))
        case .background(let layer), .overlay(let layer), .listRowBackground(let layer), .badge(let layer), .tabItem(let layer),
             .mask(let layer):
            json.string(name)
            switch layer {
            case .style(let style, let shape):
                json.key("style"); json.string(style.description)
                json.key("shape"); if let shape { json.string(shape.description) } else { json.null() }
            case .content(let nodes, let alignment):
                json.key("alignment"); json.string(alignment.description)
                json.key("children"); json.beginArray(); for node in nodes { node.encode(into: &json) }; json.endArray()
            }
        case .safeAreaInset(let inset):
            json.string("safeAreaInset")
            json.key("edge"); json.string("\(inset.edge)")
            json.key("alignment"); json.string(inset.alignment.description)
            json.key("spacing"); json.number(Double(inset.spacing))
            json.key("children"); json.beginArray(); for node in inset.nodes { node.encode(into: &json) }; json.endArray()
        case .accessibilityHint(let text), .accessibilityValue(let text),
             .accessibilityIdentifier(let text), .sectionIndexLabel(let text):
            json.string(name)
            json.key("text"); json.string(text)
        case .blendMode(let mode):
            json.string("blendMode")
            json.key("mode"); json.string("\(mode)")
        case .accessibilityElement(let children):
            json.string("accessibilityElement")
            json.key("behavior"); json.string(children.description)
        case .accessibilityCustomContent(let entry):
            json.string("accessibilityCustomContent")
            json.key("identifier"); json.string(entry.id)
            json.key("label"); json.string(entry.label)
            json.key("value"); if let value = entry.value { json.string(value) } else { json.null() }
            json.key("importance"); json.string(entry.importance == .high ? "high" : "default")
        case .searchField(let field):
            json.string("searchField")
            field.encode(into: &json)
        case .scrollTransition(let transition):
            json.string("scrollTransition")
            transition.encode(into: &json)
        case .accessibilityRole(.shareButton(let content)):
            json.string("accessibilityRole")
            json.key("role"); json.string("shareButton")
            json.key("items"); json.beginArray(); for item in content.items { json.string(item) }; json.endArray()
            json.key("subject"); if let subject = content.subject { json.string(subject) } else { json.null() }
            json.key("message"); if let message = content.message { json.string(message) } else { json.null() }
            json.key("previews"); json.beginArray(); for preview in content.previews { json.string(preview) }; json.endArray()
        default:
            json.string(name)
            json.key("description"); json.string(description)
        }
        json.endObject()
    }

    private static func encode(_ insets: EdgeInsets, into json: inout JSONWriter) {
        json.key("top"); json.number(Double(insets.top))
        json.key("leading"); json.number(Double(insets.leading))
        json.key("bottom"); json.number(Double(insets.bottom))
        json.key("trailing"); json.number(Double(insets.trailing))
    }

    /// The insets of `edges` alone (an edge not set keeps the list's, so it is not written).
    private static func encode(_ insets: EdgeInsets, on edges: Edge.Set, into json: inout JSONWriter) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            json.key("\(edge)"); json.number(Double(insets[edge: edge]))
        }
    }

    /// The modifier's name: its description up to the first parenthesis.
    private var name: String {
        String(description.prefix { $0 != "(" })
    }
}
