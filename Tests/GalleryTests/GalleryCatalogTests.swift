import ContainerUI
import Testing
@testable import Gallery

@Suite("The gallery's catalog")
struct GalleryCatalogTests {
    @Test("Ids are unique and URL-safe, every example has its source embedded")
    func ids() {
        let ids = GalleryCatalog.examples.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
        for example in GalleryCatalog.examples {
            #expect(example.sourceText.contains("struct"), "\(example.id): \(example.sourceFile) is not embedded")
        }
    }

    @Test("Every example renders with its defaults")
    func renders() {
        for example in GalleryCatalog.examples {
            #expect(!renderHTML(example.makeView(example.defaultArguments)).isEmpty)
        }
    }
}
