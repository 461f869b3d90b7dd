import ContainerLayout
import ContainerUICore
import Foundation

/// Opening and closing the wrapper element of a ``ModifierBox``.
extension HTMLRenderer {
    /// Writes the start tag of a box: its placement, then each of its modifiers.
    mutating func openBox(_ box: ModifierBox, of node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        startNodeElement(boxTag, node)
        writer.addClass("cui-col")
        // A custom layout's subview is placed after the box's modifiers, so that the lengths a
        // fixed frame of the box sets are left to it (not written again on the element).
        let layoutChild = Int(placement?.layoutChild ?? -1)
        if layoutChild < 0 { applyPlacement(placement, node: node, flexibility: flexibility) }
        var clipDefinition: (shape: AnyShape, id: Int)?
        var isLayered = false
        var transition: ResolvedScrollTransition?
        var transforms = BoxTransforms()
        var luminanceFilter: Int?
        var multiplyFilter: (color: Color, id: Int)?
        for index in box.start..<box.end {
            switch node.modifiers[index] {
            case .frame(let frame):
                if let width = frame.width {
                    fixedLength(width: Double(width))
                    context.isWidthUnproposed = false
                    if layoutChild >= 0 { layoutChildren[layoutChild].width = .own }
                }
                if let height = frame.height {
                    fixedLength(height: Double(height))
                    context.isHeightUnproposed = false
                    context.isHeightBounded = true
                    if layoutChild >= 0 { layoutChildren[layoutChild].height = .own }
                }
                frameAlignment(frame.alignment)
            case .flexibleFrame(let frame):
                flexibleFrame(frame)
                if frame.maxHeight?.isFinite == true { context.isHeightBounded = true }
            case .containerRelativeFrame(let frame):
                containerRelativeFrame(frame)
            case .fixedSize(let horizontal, let vertical):
                if horizontal { writer.addClass("cui-fxh") }
                if vertical { writer.addClass("cui-fxv") }
                context.isWidthUnproposed = context.isWidthUnproposed || horizontal
                context.isHeightUnproposed = context.isHeightUnproposed || vertical
            case .aspectRatio(let ratio, _):
                if let ratio, ratio.isFinite, ratio > 0 {
                    writer.addClass("cui-ar")
                    writer.styleVar("--cui-ar", number: Double(ratio))
                }
            case .padding(let insets):
                padding(insets)
            case .position(let point):
                writer.addClass("cui-pos")
                writer.styleVar("--cui-px", px: Double(point.x))
                writer.styleVar("--cui-py", px: Double(point.y))
            case .background(let layer):
                let layer = concentric(layer, key: LayoutNotes.effectKey(node: node.id, modifier: index))
                if case .style(let style, let shape) = layer, let css = CSSShape(shape) {
                    backgroundStyle(style, shape: css)
                } else {
                    isLayered = true
                }
            case .overlay:
                isLayered = true
            case .safeAreaInset(let inset):
                safeAreaInsetPadding(inset, of: node)
                isLayered = true
            case .border(let style, let width):
                writer.addClass("cui-border")
                writer.styleVar("--cui-bw", px: Double(width))
                writer.styleVarStart("--cui-bc")
                writer.styleSolidColor(style)
                writer.styleVarEnd()
            case .cornerRadius(let radius):
                writer.addClass("cui-clip")
                writer.addClass("cui-rad")
                writer.styleVar("--cui-rad", px: Double(radius))
            case .clipShape(let shape):
                let shape = concentric(shape, key: LayoutNotes.effectKey(node: node.id, modifier: index))
                if let id = clip(shape) { clipDefinition = (shape, id) }
            case .clipped:
                writer.addClass("cui-clip")
            case .mask(let layer):
                if let css = CSSMask(layer), let id = mask(css), let shape = css.shape { clipDefinition = (shape, id) }
                isLayered = true
            case .shadow(let shadow):
                writer.addClass("cui-shadow")
                writer.styleVarStart("--cui-sh")
                writer.styleShadow(x: shadow.x, y: shadow.y, radius: shadow.radius, color: shadow.color)
                writer.styleVarEnd()
            case .opacity(let value):
                writer.addClass("cui-op")
                writer.styleVar("--cui-op", number: min(max(value, 0), 1))
            case .filter(let filter):
                writer.addClass("cui-fx")
                writer.styleVarStart("--cui-fx")
                writer.styleFilter(filter)
                writer.styleVarEnd()
            case .blendMode(let mode):
                blendMode(mode, of: node)
            case .luminanceToAlpha:
                let id = nextID()
                luminanceFilter = id
                filterReference(id)
            case .colorMultiply(let color):
                let id = nextID()
                multiplyFilter = (color, id)
                filterReference(id)
            case .hoverEffect(let effect):
                writer.addClass(effect.kind == .lift ? "cui-hvl" : "cui-hvh")
            case .hidden:
                writer.addClass("cui-hidden")
            case .accessibilityHidden:
                writer.attribute("aria-hidden", static: "true")
            case .help(let text):
                writer.attribute("title", text)
            case .pointer(let pointer):
                writer.stylePointer(pointer)
            case .hitTestingDisabled:
                writer.addClass("cui-nohit")
            case .offset(let size):
                transforms.offset = size
            case .rotation(let angle, let anchor):
                transforms.rotation = (angle, anchor)
            case .scale(let size, let anchor):
                transforms.scale = (size, anchor)
            case .rotation3D(let rotation):
                transforms.rotation3D = (rotation, effectProxy(node, modifier: index).flatMap { rotation.viewerDistance(for: $0.size) })
            case .transform(let transform):
                transforms.affine = transform
            case .projection(let projection):
                transforms.projection = projection
            case .scrollTransition(let resolved):
                transition = resolved
            case .visualEffect(let effect):
                visualEffect(effect, of: node, modifier: index)
            case .zIndex(let value):
                writer.addClass("cui-zi")
                writer.styleVar("--cui-zi", number: value.rounded())
            case .colorScheme(let scheme):
                writer.addClass(scheme == .dark ? "cui-dark" : "cui-light")
            case .layoutDirection(let direction):
                writer.attribute("dir", static: direction == .rightToLeft ? "rtl" : "ltr")
            case .typesettingLanguage(let tag):
                writer.attribute("lang", tag)
            default:
                break
            }
        }
        transforms.write(to: &writer)
        if layoutChild >= 0 { applyPlacement(placement, node: node, flexibility: flexibility) }
        if isLayered { writer.addClass("cui-layered") }
        let hidesContent = box.carriesAccessibility && writeAccessibilityWrapper(of: node)
        writer.endStartTag()
        if hidesContent { hidesNextElement = true }
        if let clipDefinition { writeClipDefinition(clipDefinition.shape, id: clipDefinition.id) }
        if let luminanceFilter { writeLuminanceToAlphaDefinition(id: luminanceFilter) }
        if let multiplyFilter { writeColorMultiplyDefinition(multiplyFilter.color, id: multiplyFilter.id) }
        if let transition { openScrollTransition(transition, of: node, isPhrasing: box.isPhrasing) }
    }

    /// Writes a box's background and overlay layers, then its end tag.
    mutating func closeBox(_ box: ModifierBox, of node: ResolvedNode) {
        if box.carriesAccessibility { writeAccessibilityTexts(of: node) }
        if box.drawsScrollTransition { writer.endElement(box.isPhrasing ? "span" : "div") }
        if box.hasLayers { renderLayers(of: box, node: node) }
        writer.endElement(box.isPhrasing ? "span" : "div")
    }

    /// The layers of a box's backgrounds and overlays that are views or shapes CSS cannot draw,
    /// and its mask's views (hidden: the box's CSS draws the mask), rendered in the context the
    /// box was opened in.
    private mutating func renderLayers(of box: ModifierBox, node: ResolvedNode) {
        let saved = context
        context = layerContexts[box.layerContext]
        for index in box.start..<box.end {
            switch node.modifiers[index] {
            case .background(let layer):
                if ModifierSummary.isDrawnByCSS(layer) { continue }
                renderLayer(concentric(layer, key: LayoutNotes.effectKey(node: node.id, modifier: index)), of: node, isBackground: true)
            case .overlay(let layer):
                renderLayer(layer, of: node, isBackground: false)
            case .mask(let layer):
                renderLayer(layer, of: node, isBackground: false, isHidden: true)
            case .safeAreaInset(let inset):
                renderLayer(.content(inset.nodes, alignment: inset.alignment), of: node, isBackground: false)
            default:
                break
            }
        }
        context = saved
    }

    /// `mix-blend-mode`, or a warning for a mode CSS cannot draw.
    private mutating func blendMode(_ mode: BlendMode, of node: ResolvedNode) {
        guard let keyword = mode.cssKeyword else {
            return options.onWarning(RenderWarning(nodeID: node.id, message: "blend mode \(mode) has no CSS form; drawn as normal"))
        }
        writer.addClass("cui-bm")
        writer.styleVarStart("--cui-bm")
        writer.styleRaw(keyword)
        writer.styleVarEnd()
    }
}
