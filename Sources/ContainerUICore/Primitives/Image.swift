/// An image: a system symbol (`Image(systemName: "pencil")`) or a named image.
public struct Image: View, Equatable, Sendable {
    package var name: String
    package var isSystemSymbol: Bool
    package var isResizable = false
    package var label: String?
    package var symbolMode: SymbolRenderingMode?
    package var templateMode: TemplateRenderingMode?
    package var interpolation = Interpolation.high
    package var isAntialiased = true

    /// A system symbol, sized by the font and coloured by the foreground style.
    public init(systemName: String) {
        name = systemName
        isSystemSymbol = true
        label = systemName.split(separator: ".").joined(separator: " ")
    }

    /// A named image from the app's assets (`Public/images/<name>` on the server).
    public init(_ name: String) {
        self.name = name
        isSystemSymbol = false
        label = name
    }

    /// A named image that assistive technologies ignore.
    public init(decorative name: String) {
        self.name = name
        isSystemSymbol = false
        label = nil
    }

    /// This image, stretched to fill its frame.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// This symbol with its layers filled in `mode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolMode = mode
        return copy
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.image(view.resolved(in: resolver.environment)))
    }

    /// The image with the font, foreground styles, symbol variant, scale and rendering mode of
    /// `environment`.
    package func resolved(in environment: EnvironmentValues) -> ResolvedImage {
        let view = self
        var image = ResolvedImage(
            name: view.name,
            isSystemSymbol: view.isSystemSymbol,
            isResizable: view.isResizable,
            font: environment.font,
            foreground: environment.foregroundStyle.map { environment.resolve($0._resolvedStyle) } ?? .hierarchical(0),
            label: view.label
        )
        let typography = environment.typography
        image.isRedacted = typography.isRedacted
        image.dynamicTypeSize = typography.text.dynamicTypeSize
        image.isTemplate = view.templateMode.map { $0 == .template } ?? view.isSystemSymbol
        image.interpolation = view.interpolation
        image.isAntialiased = view.isAntialiased
        if view.isSystemSymbol {
            if typography.symbolVariants != .none {
                let name = typography.symbolVariants.applied(to: view.name)
                if name != view.name { (image.name, image.plainName) = (name, view.name) }
            }
            image.scale = typography.imageScale
            // An original symbol keeps its own colours: the multicolour mode, unless one is set.
            image.renderingMode = view.symbolMode ?? typography.symbolRenderingMode ?? (image.isTemplate ? nil : .multicolor)
            image.secondary = environment.foregroundLevel(1).map(environment.resolve)
            image.tertiary = environment.foregroundLevel(2).map(environment.resolve)
        }
        return image
    }
}
