import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `pointerStyle(_:)` and `pointerVisibility(_:)` as CSS `cursor`, and `hoverEffectDisabled(_:)`.
@Suite("Pointer styles in HTML")
struct PointerStyleMappingTests {
    private func cursor(_ style: PointerStyle, rightToLeft: Bool = false) -> String? {
        let html = renderHTML(Color.red.frame(width: 10, height: 10).pointerStyle(style)
            .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight))
        guard let start = html.range(of: "cursor:") else { return nil }
        // A data URL holds a `;` of its own: the value ends at the first `;` after its `)`.
        let value = html[start.upperBound...]
        let end = value.hasPrefix("url(") ? value.firstIndex(of: ")") ?? value.startIndex : value.startIndex
        return String(value[..<(value[end...].firstIndex(of: ";") ?? value.endIndex)])
    }

    @Test("Each style is the cursor that looks like it")
    func keywords() {
        #expect(cursor(.link) == "pointer")
        #expect(cursor(.default) == "default")
        #expect(cursor(.horizontalText) == "text")
        #expect(cursor(.verticalText) == "vertical-text")
        #expect(cursor(.rectSelection) == "crosshair")
        #expect(cursor(.grabIdle) == "grab")
        #expect(cursor(.grabActive) == "grabbing")
        #expect(cursor(.zoomIn) == "zoom-in")
        #expect(cursor(.zoomOut) == "zoom-out")
        #expect(cursor(.columnResize) == "col-resize")
        #expect(cursor(.rowResize(directions: .up)) == "n-resize")
    }

    @Test("Resize arrows follow the side, the way and the layout direction")
    func resizing() {
        #expect(cursor(.frameResize(position: .top)) == "ns-resize")
        #expect(cursor(.frameResize(position: .trailing)) == "ew-resize")
        #expect(cursor(.frameResize(position: .topLeading)) == "nwse-resize")
        #expect(cursor(.frameResize(position: .topTrailing)) == "nesw-resize")
        #expect(cursor(.frameResize(position: .bottom, directions: .outward)) == "s-resize")
        #expect(cursor(.frameResize(position: .bottom, directions: .inward)) == "n-resize")
        #expect(cursor(.frameResize(position: .topLeading, directions: .outward)) == "nw-resize")
        #expect(cursor(.frameResize(position: .topLeading, directions: .outward), rightToLeft: true) == "ne-resize")
        #expect(cursor(.frameResize(position: .bottomTrailing, directions: .inward)) == "nw-resize")
        #expect(cursor(.columnResize(directions: .leading)) == "w-resize")
        #expect(cursor(.columnResize(directions: .leading), rightToLeft: true) == "e-resize")
    }

    @Test("An image pointer: a symbol as an SVG data URL with its hot spot, a named image by its path, escaped")
    func images() throws {
        let symbol = try #require(cursor(.image(Image(systemName: "pencil"), hotSpot: .bottomLeading)))
        #expect(symbol.hasPrefix("url(data:image/svg+xml;base64,"))
        #expect(symbol.hasSuffix(") 0 24,auto"))
        let encoded = String(symbol.dropFirst("url(data:image/svg+xml;base64,".count).prefix { $0 != ")" })
        let svg = try #require(Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) })
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\""))
        #expect(cursor(.image(Image("brush"), hotSpot: .center)) == "url(images/brush),auto")
        #expect(cursor(.image(Image("a b\");x:y"), hotSpot: .center)) == "url(images/a%20b%22%29%3Bx%3Ay),auto")
        #expect(cursor(.image(Image(systemName: "no.such.symbol"), hotSpot: .center)) == "auto")
    }

    @Test("A hidden pointer is none; nil keeps the container's; the resolved tree names the pointer")
    func visibility() {
        #expect(renderHTML(Text("A").pointerVisibility(.hidden)).contains("cursor:none"))
        #expect(!renderHTML(Text("A").pointerVisibility(.visible)).contains("cursor:"))
        #expect(!renderHTML(Text("A").pointerStyle(nil)).contains("cursor:"))
        #expect(resolve(Text("A").pointerStyle(.link)).root.children[0].modifiers.map(\.description) == ["pointer(pointer)"])
        #expect(resolve(Text("A").pointerStyle(.frameResize(position: .topLeading, directions: .outward))).root.children[0].modifiers.map(\.description) == ["pointer(resize(nw))"])
        #expect(resolve(Text("A").pointerStyle(.image(Image(systemName: "pencil"), hotSpot: .center))).root.children[0].modifiers.map(\.description) == [#"pointer(image(systemName: "pencil", hotSpot: (0.5, 0.5)))"#])
    }

    @Test("hoverEffectDisabled turns off the hover effects inside it")
    func hoverEffectDisabled() {
        #expect(renderHTML(Text("A").hoverEffect(.lift)).contains("cui-hvl"))
        #expect(!renderHTML(VStack { Text("A").hoverEffect(.lift) }.hoverEffectDisabled()).contains("cui-hvl"))
        #expect(renderHTML(VStack { Text("A").hoverEffect(.lift) }.hoverEffectDisabled(false)).contains("cui-hvl"))
        var environment = EnvironmentValues()
        #expect(environment.isHoverEffectEnabled)
        environment.isHoverEffectEnabled = false
        #expect(!environment.isHoverEffectEnabled)
    }
}
