import ContainerHTML
import ContainerUI
import Foundation
import RenderSamples
import Testing

@Suite("JSON of resolved trees")
struct JSONTests {
    @Test("Every data-node id of the HTML is a node id of the JSON, and back")
    func sameIDs() throws {
        for sample in Samples.families + Samples.gallery {
            let tree = sample.tree()
            let html = renderHTML(tree, options: HTMLRenderOptions(onWarning: { _ in }))
            let htmlIDs = Set(html.components(separatedBy: "data-node=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
            let json = try JSONSerialization.jsonObject(with: Data(renderJSON(tree).utf8))
            var jsonIDs = Set<String>()
            collect(json, into: &jsonIDs)
            #expect(htmlIDs == jsonIDs, "\(sample.name): \(htmlIDs.symmetricDifference(jsonIDs).sorted().prefix(5))")
        }
    }

    @Test("Container values: Bool, Int, Double and String natively, others as descriptions")
    func containerValues() throws {
        let json = renderJSON(VStack {
            Text("a").containerValue(\.note, "x\"<y>\u{0}")
            Text("b").containerValue(\.count, 3).containerValue(\.ratio, 0.5).containerValue(\.flag, true).containerValue(\.point, CGPoint(x: 1, y: 2))
        })
        #expect(json.contains(#""containerValues":{"note":"x\"\u003cy\u003e\u0000"}"#))
        #expect(json.contains(#""count":3"#) && json.contains(#""ratio":0.5"#) && json.contains(#""flag":true"#))
        #expect(json.contains(#""point":"\#(String(describing: CGPoint(x: 1, y: 2)))""#))
        #expect(renderJSON(VStack { Text("a") }) == renderJSON(VStack { Text("a") }))
    }

    @Test("A date or colour picker's input shows its type, value and range")
    func formInputs() {
        let day = Date(timeIntervalSince1970: 1_796_292_000)
        let json = renderJSON(DatePicker("Day", selection: .constant(day), in: ...day, displayedComponents: .date))
        #expect(json.contains(#""type":"FormInput","properties":{"inputType":"date","value":"2026-12-03","min":null,"max":"2026-12-03"}"#))
        #expect(renderJSON(ColorPicker("Colour", selection: .constant(.red))).contains(##""inputType":"color","value":"#ff3b30""##))
    }

    private func collect(_ value: Any, into ids: inout Set<String>) {
        if let object = value as? [String: Any] {
            if let id = object["id"] as? String { ids.insert(id) }
            for child in object.values { collect(child, into: &ids) }
        } else if let array = value as? [Any] {
            for item in array { collect(item, into: &ids) }
        }
    }
}

extension ContainerValues {
    @Entry var count: Int = 0
    @Entry var ratio: Double = 0
    @Entry var flag: Bool = false
    @Entry var point: CGPoint = .zero
}
