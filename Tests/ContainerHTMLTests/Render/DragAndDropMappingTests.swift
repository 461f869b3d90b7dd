import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// The page draws draggable views and drop destinations as the views alone, with no `draggable`
/// attribute: nothing on it would take a drop.
@Suite struct DragAndDropMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test func dragAndDropDrawNothing() {
        let view = VStack {
            Text("Drag me").draggable("Drag me")
            Image(systemName: "link").draggable(URL(string: "https://example.com")!) { Text("Link") }
            Text("Drop here").dropDestination(for: URL.self) { urls, _ in !urls.isEmpty }
        }
        let html = renderHTML(view, options: quiet)
        #expect(html == renderHTML(VStack { Text("Drag me"); Image(systemName: "link"); Text("Drop here") }, options: quiet))
        #expect(!html.contains("draggable"))
    }
}
