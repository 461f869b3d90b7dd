import Foundation
import Gallery
import MicroHTTP

/// A request for one example's layout: the example and its arguments (``ExampleRequest``) and
/// the viewport the preview is shown in, `width` and `height` in CSS px, each given at most
/// once and within ``range`` (defaults: the preview frame's 390 × 640).
struct LayoutRequest {
    /// The allowed viewport lengths, in CSS px.
    static let range: ClosedRange<Double> = 1...10_000
    /// The preview frame's default size on the container page.
    static let defaultViewport = CGSize(width: 390, height: 640)

    let example: ExampleRequest
    let viewport: CGSize

    init(_ request: Request) throws {
        example = try ExampleRequest(request, extra: ["width", "height"])
        viewport = CGSize(
            width: try Self.length("width", in: request, default: Self.defaultViewport.width),
            height: try Self.length("height", in: request, default: Self.defaultViewport.height)
        )
    }

    /// The cache key: the example's canonical query and the viewport.
    var cacheKey: String {
        example.canonicalQuery + "#" + LayoutRequest.format(viewport.width) + "x" + LayoutRequest.format(viewport.height)
    }

    private static func length(_ name: String, in request: Request, default value: CGFloat) throws -> CGFloat {
        let values = request.queryItems.filter { $0.name == name }.map(\.value)
        guard let text = values.first else { return value }
        let bounds = "a number of CSS px from \(format(range.lowerBound)) to \(format(range.upperBound))"
        guard values.count == 1 else {
            throw HTTPError(.badRequest, detail: "Parameter '\(name)' is given \(values.count) times; give it once, \(bounds).")
        }
        guard let number = GalleryParameter.decimal(text), range.contains(number) else {
            throw HTTPError(.badRequest, detail: "Parameter '\(name)' must be \(bounds); got '\(text)'.")
        }
        return CGFloat(number)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
