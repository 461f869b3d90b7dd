import ContainerUI
import Gallery

/// `GET /api/containers/{id}`: what the example's outermost custom container decomposes, and the
/// whole resolved tree in ContainerHTML's node JSON.
enum InspectionJSON {
    /// The inspection of `example` for `arguments`.
    static func encode(_ example: GalleryExample, arguments: GalleryArguments) -> [UInt8] {
        let inspection = example.inspect(arguments)
        var json = JSONWriter()
        json.beginObject()
        json.key("id")
        json.string(example.id)
        json.key("container")
        json.string(inspection.containerName)
        json.key("declaredCount")
        json.number(inspection.declaredCount)
        json.key("resolvedCount")
        json.number(inspection.resolvedCount)
        json.key("subviews")
        encode(inspection.subviews, into: &json)
        json.key("sections")
        json.beginArray()
        for section in inspection.sections {
            json.beginObject()
            json.key("id")
            json.string(section.id)
            json.key("header")
            encode(section.header, into: &json)
            json.key("content")
            encode(section.content, into: &json)
            json.key("footer")
            encode(section.footer, into: &json)
            json.key("containerValues")
            encode(section.containerValues, into: &json)
            json.endObject()
        }
        json.endArray()
        json.key("tree")
        renderJSON(resolve(example.makeView(arguments)), into: &json)
        json.endObject()
        return json.bytes
    }

    private static func encode(_ subviews: [InspectedSubview], into json: inout JSONWriter) {
        json.beginArray()
        for subview in subviews {
            json.beginObject()
            json.key("id")
            json.string(subview.id)
            json.key("type")
            json.string(subview.type)
            if let text = subview.text {
                json.key("text")
                json.string(text)
            }
            json.key("containerValues")
            encode(subview.containerValues, into: &json)
            json.endObject()
        }
        json.endArray()
    }

    private static func encode(_ values: [(name: String, value: InspectedSubview.ContainerValue)], into json: inout JSONWriter) {
        json.beginObject()
        for (name, value) in values {
            json.key(name)
            switch value {
            case .bool(let flag): json.bool(flag)
            case .number(let number): json.number(number)
            case .string(let text): json.string(text)
            }
        }
        json.endObject()
    }
}
