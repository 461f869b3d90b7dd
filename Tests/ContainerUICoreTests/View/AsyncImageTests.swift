import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `AsyncImage` draws SwiftUI's first frame: the empty phase, before anything loads.
@Suite struct AsyncImageTests {
    private let photo = URL(string: "https://example.com/photo.jpg")

    private func dump(_ view: some View) -> String {
        resolve(view).root.dump()
    }

    @Test func theSimpleFormIsAGreyFillTakingTheSpaceOffered() {
        let output = dump(AsyncImage(url: photo).frame(width: 120, height: 80))
        #expect(output.contains("Color(tertiaryFill)"))
        #expect(!output.contains("example.com"), "the URL is never resolved into the tree")
    }

    @Test func thePlaceholderShowsUntilTheImageLoads() {
        let output = dump(AsyncImage(url: photo, scale: 2) { image in image.resizable() } placeholder: { ProgressView() })
        #expect(output.contains("ProgressView(indeterminate)") && !output.contains("Image("))
    }

    @Test func thePhaseIsEmpty() {
        let output = dump(
            AsyncImage(url: photo, transaction: Transaction(animation: .default)) { phase in
                if let image = phase.image {
                    image
                } else if phase.error != nil {
                    Text("Failed")
                } else {
                    Text("Loading")
                }
            }
        )
        #expect(output.contains("Text(\"Loading\")") && !output.contains("Failed"))
        #expect(AsyncImagePhase.success(Image("a")).image == Image("a") && AsyncImagePhase.empty.image == nil)
        struct Failure: Error {}
        #expect(AsyncImagePhase.failure(Failure()).error is Failure && AsyncImagePhase.empty.error == nil)
    }
}
