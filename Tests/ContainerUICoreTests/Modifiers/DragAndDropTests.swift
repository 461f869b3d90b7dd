import ContainerUI
import Foundation
import Testing

/// `draggable(_:)`, `draggable(_:preview:)` and `dropDestination(for:action:isTargeted:)` compile
/// as SwiftUI code writes them, with the standard payload types; a render, where nothing is
/// dragged, resolves the view as it is without them.
@Suite struct DragAndDropTests {
    private struct Board: View {
        @State private var names = ["Ann", "Ben"]
        @State private var isTargeted = false
        let site = URL(string: "https://example.com")!

        var body: some View {
            VStack {
                ForEach(names, id: \.self) { name in
                    Text(name).draggable(name)
                }
                Image(systemName: "link").draggable(site) {
                    Label("Site", systemImage: "link")
                }
                Text("Data").draggable(Data([1, 2]))
                Image(systemName: "photo").draggable(Image(systemName: "photo"))
                RoundedRectangle(cornerRadius: 8)
                    .dropDestination(for: String.self) { items, location in
                        names += items
                        return location.x >= 0
                    } isTargeted: { isTargeted = $0 }
                Text("URLs").dropDestination(for: URL.self) { urls, _ in !urls.isEmpty }
            }
        }
    }

    private struct PlainBoard: View {
        var body: some View {
            VStack {
                ForEach(["Ann", "Ben"], id: \.self) { name in Text(name) }
                Image(systemName: "link")
                Text("Data")
                Image(systemName: "photo")
                RoundedRectangle(cornerRadius: 8)
                Text("URLs")
            }
        }
    }

    @Test func theViewsResolveAsTheyAreWithoutDragAndDrop() {
        #expect(resolve(Board()).dump() == resolve(PlainBoard()).dump())
    }

    @Test func standardTypesAreTransferable() {
        func payload(_ value: some Transferable) -> String { value._shareDescription }
        #expect(payload("note") == "note")
        #expect(payload(URL(string: "https://example.com/a")!) == "https://example.com/a")
        #expect(payload(Data([1, 2, 3])) == "3 bytes")
        #expect(payload(Image(systemName: "photo")) == "photo")
    }
}
