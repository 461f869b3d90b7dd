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

    @Test("Arguments: defaults, normalized numbers, refusals naming the parameter")
    func arguments() throws {
        let pie = try #require(GalleryCatalog.example(id: "pie"))
        #expect(try GalleryArguments(query: [], parameters: pie.parameters).double("mouth") == 110)
        let wide = try GalleryArguments(query: [("mouth", "90.50")], parameters: pie.parameters)
        #expect(wide["mouth"] == "90.5" && wide.changedValues(pie.parameters).map(\.name) == ["mouth"])
        #expect(throws: GalleryParameterError.self) { try GalleryArguments(query: [("mouth", "nan")], parameters: pie.parameters) }
        #expect(throws: GalleryParameterError.self) { try GalleryArguments(query: [("mouth", "181")], parameters: pie.parameters) }
        let error = #expect(throws: GalleryParameterError.self) { try GalleryArguments(query: [("size", "1e9")], parameters: pie.parameters) }
        #expect(error?.name == "size" && error?.description.contains("from 40 to 320") == true)
    }
}
