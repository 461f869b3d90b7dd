import Foundation

extension LayoutResult {
    /// `{"viewport":{"width","height"},"root":{"id","type","frame":{"x","y","width","height"},
    /// "rotation"?, "scrollTransition"?, "children":[…]}}`, numbers with at most two decimals; a
    /// scroll transition is `{"phase", "amount", "transform"?: [a, b, c, d, tx, ty]}`, the
    /// transform (four decimals) of what it wraps, not of the node's frame, left out at rest. Ids are made of digits,
    /// dots and `m`; type names are Swift identifiers; both are escaped all the same.
    public func json() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        append("{\"viewport\":{\"width\":", &out)
        append(Self.number(viewport.width), &out)
        append(",\"height\":", &out)
        append(Self.number(viewport.height), &out)
        append("},\"root\":", &out)
        encode(0, &out)
        append("}", &out)
        return out
    }

    private func encode(_ index: Int, _ out: inout [UInt8]) {
        let frame = nodes[index]
        append("{\"id\":", &out)
        string(frame.id, &out)
        append(",\"type\":", &out)
        string(frame.type, &out)
        append(",\"frame\":{\"x\":", &out)
        append(Self.number(frame.frame.minX), &out)
        append(",\"y\":", &out)
        append(Self.number(frame.frame.minY), &out)
        append(",\"width\":", &out)
        append(Self.number(frame.frame.width), &out)
        append(",\"height\":", &out)
        append(Self.number(frame.frame.height), &out)
        append("}", &out)
        if frame.rotation != 0 {
            append(",\"rotation\":", &out)
            append(Self.number(frame.rotation), &out)
        }
        if let transition = frame.scrollTransition { encode(transition, &out) }
        append(",\"children\":[", &out)
        var child = index + 1
        while child < frame.end {
            if child > index + 1 { append(",", &out) }
            encode(child, &out)
            child = nodes[child].end
        }
        append("]}", &out)
    }

    private func encode(_ transition: ScrollTransitionState, _ out: inout [UInt8]) {
        append(",\"scrollTransition\":{\"phase\":\"\(transition.phase)\",\"amount\":", &out)
        append(Self.number(transition.amount, decimals: 4), &out)
        if transition.transform != .identity {
            let t = transition.transform
            append(",\"transform\":[", &out)
            append([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Self.number(CGFloat($0), decimals: 4) }.joined(separator: ","), &out)
            append("]", &out)
        }
        append("}", &out)
    }

    private func append(_ text: String, _ out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }

    /// A JSON string: quotes, backslashes, controls and `<`, `>`, `&` escaped.
    private func string(_ text: String, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"", &out)
            case "\\": append("\\\\", &out)
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
                append(String(format: "\\u%04x", scalar.value), &out)
            default: out.append(contentsOf: String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
