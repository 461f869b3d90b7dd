import ContainerUICore
import Foundation

/// The pointer over a view as CSS `cursor`: the keyword of the cursor a pointer style looks like,
/// `none` when hidden, or an image: a symbol's drawing as an SVG data URL (24 × 24, the hot spot
/// at its unit point) or a named image from `images/` (its hot spot at the top left, its size
/// being unknown here), either falling back to the platform's pointer.
extension HTMLOutput {
    mutating func stylePointer(_ pointer: ResolvedPointer) {
        styleVarStart("cursor")
        switch pointer {
        case .hidden: styleRaw("none")
        case .cursor(let cursor): styleRaw(Self.keyword(cursor))
        case .image(let name, let isSymbol, let hotSpot):
            if isSymbol, let markup = SymbolTable.markup(for: name) {
                var svg = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\" viewBox=\"\(SymbolTable.viewBox)\">".utf8)
                markup.withUTF8Buffer { svg += $0 }
                svg += Array("</svg>".utf8)
                styleDataURL("data:image/svg+xml;base64,", svg)
                styleRaw(" ")
                styleNumber(Int((max(0, min(1, Double(hotSpot.x))) * 24).rounded()))
                styleRaw(" ")
                styleNumber(Int((max(0, min(1, Double(hotSpot.y))) * 24).rounded()))
            } else if !isSymbol {
                styleRaw("url(images/")
                styleURLPath(name)
                styleRaw(")")
            }
            styleRaw(isSymbol && SymbolTable.markup(for: name) == nil ? "auto" : ",auto")
        }
        styleVarEnd()
    }

    /// `url(<prefix><base64 of bytes>)`: only base64's own characters reach the `style`.
    private mutating func styleDataURL(_ prefix: StaticString, _ bytes: [UInt8]) {
        style.append("url(")
        style.append(prefix)
        let encoded = Data(bytes).base64EncodedData()
        encoded.withUnsafeBytes { style.append(contentsOf: $0.bindMemory(to: UInt8.self)) }
        style.append(UInt8(ascii: ")"))
    }

    /// A path segment percent-encoded down to letters, digits and `-._~`, so that no character
    /// of it can end the `url()`, the declaration or the attribute.
    private mutating func styleURLPath(_ name: String) {
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                style.append(byte)
            default:
                style.append(UInt8(ascii: "%"))
                style.append(hex[Int(byte >> 4)])
                style.append(hex[Int(byte & 15)])
            }
        }
    }

    private static func keyword(_ cursor: ResolvedPointer.Cursor) -> StaticString {
        switch cursor {
        case .standard: "default"
        case .text: "text"
        case .verticalText: "vertical-text"
        case .crosshair: "crosshair"
        case .grab: "grab"
        case .grabbing: "grabbing"
        case .pointer: "pointer"
        case .zoomIn: "zoom-in"
        case .zoomOut: "zoom-out"
        case .columnResize: "col-resize"
        case .rowResize: "row-resize"
        case .resize(let arrow):
            switch arrow {
            case .n: "n-resize"
            case .s: "s-resize"
            case .e: "e-resize"
            case .w: "w-resize"
            case .ne: "ne-resize"
            case .nw: "nw-resize"
            case .se: "se-resize"
            case .sw: "sw-resize"
            case .ns: "ns-resize"
            case .ew: "ew-resize"
            case .nesw: "nesw-resize"
            case .nwse: "nwse-resize"
            }
        }
    }
}
