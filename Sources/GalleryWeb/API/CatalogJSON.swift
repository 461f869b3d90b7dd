import ContainerUI
import Gallery

/// `GET /api/containers`: every example with its parameters.
enum CatalogJSON {
    /// The whole list.
    static func encode(_ examples: [GalleryExample]) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.key("containers")
        json.beginArray()
        for example in examples {
            json.beginObject()
            json.key("id")
            json.string(example.id)
            json.key("title")
            json.string(example.title)
            json.key("summary")
            json.string(example.summary)
            json.key("topic")
            json.string(example.topic)
            json.key("parameters")
            json.beginArray()
            for parameter in example.parameters { encode(parameter, into: &json) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.bytes
    }

    private static func encode(_ parameter: GalleryParameter, into json: inout JSONWriter) {
        json.beginObject()
        json.key("name")
        json.string(parameter.name)
        json.key("type")
        json.string(parameter.typeName)
        json.key("default")
        switch parameter.kind {
        case .integer: json.number(Int(parameter.defaultValue) ?? 0)
        case .number: json.number(Double(parameter.defaultValue) ?? 0)
        case .boolean: json.bool(parameter.defaultValue == "true")
        case .choice: json.string(parameter.defaultValue)
        }
        json.key("min")
        switch parameter.kind {
        case .integer(let min, _): json.number(min)
        case .number(let min, _): json.number(min)
        default: json.null()
        }
        json.key("max")
        switch parameter.kind {
        case .integer(_, let max): json.number(max)
        case .number(_, let max): json.number(max)
        default: json.null()
        }
        json.key("choices")
        if case .choice(let choices) = parameter.kind {
            json.beginArray()
            for choice in choices { json.string(choice) }
            json.endArray()
        } else {
            json.null()
        }
        json.endObject()
    }
}
