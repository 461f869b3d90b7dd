import ContainerUICore
import Foundation

/// Colours, materials and gradients as CSS values in the open `style` attribute.
extension HTMLOutput {
    /// Appends a colour: a palette variable, `rgb()` of explicit sRGB components, or
    /// `color(display-p3 …)` of Display P3 ones.
    mutating func styleColor(_ color: Color) {
        switch color.storage {
        case .system(let system):
            styleSystemColor(system, opacity: color.opacity, prefix: "--cui-c-")
        case .rgb(let red, let green, let blue):
            styleColorFunction("rgb(", red * 255, green * 255, blue * 255, opacity: color.opacity)
        case .displayP3(let red, let green, let blue):
            styleColorFunction("color(display-p3 ", red, green, blue, opacity: color.opacity)
        case .lightened(let system, let fraction):
            styleLightened(system, by: fraction, opacity: color.opacity)
        case .mixed(let mix):
            styleMixed(mix.first, mix.second, by: mix.fraction, perceptual: mix.perceptual, opacity: color.opacity)
        }
    }

    /// Appends `color-mix(in oklab,<first> P%,<second>)` (`srgb` for the device space), each
    /// side written as any colour, so system colours keep following the colour scheme; mixed with
    /// `transparent` below full opacity.
    private mutating func styleMixed(_ first: Color, _ second: Color, by fraction: Double, perceptual: Bool, opacity: Double) {
        if opacity < 1 { styleRaw("color-mix(in srgb,") }
        styleRaw(perceptual ? "color-mix(in oklab," : "color-mix(in srgb,")
        styleColor(first)
        styleRaw(" ")
        styleNumber((1 - fraction) * 100)
        styleRaw("%,")
        styleColor(second)
        styleRaw(")")
        if opacity < 1 {
            styleRaw(" ")
            styleNumber(opacity * 100)
            styleRaw("%,transparent)")
        }
    }

    /// Appends `<opening>a b c / opacity)`: a CSS colour function of three components.
    private mutating func styleColorFunction(_ opening: StaticString, _ a: Double, _ b: Double, _ c: Double, opacity: Double) {
        styleRaw(opening)
        styleNumber(a)
        styleRaw(" ")
        styleNumber(b)
        styleRaw(" ")
        styleNumber(c)
        styleRaw(" / ")
        styleNumber(opacity)
        styleRaw(")")
    }

    /// Appends `color-mix(in srgb,var(--cui-c-<name>) P%,#fff)`, which follows the colour scheme
    /// as the palette variable does, mixed with `transparent` below full opacity.
    private mutating func styleLightened(_ system: SystemColor, by fraction: Double, opacity: Double) {
        if opacity < 1 { styleRaw("color-mix(in srgb,") }
        styleRaw("color-mix(in srgb,var(--cui-c-")
        styleRaw(system.cssName)
        styleRaw(") ")
        styleNumber((1 - fraction.clamped01) * 100)
        styleRaw("%,#fff)")
        if opacity < 1 {
            styleRaw(" ")
            styleNumber(opacity * 100)
            styleRaw("%,transparent)")
        }
    }

    /// Appends `var(<prefix><name>)`; below full opacity, `var(--cui-mixN)`, which the stylesheet
    /// builds as `rgb(var(<prefix><name>-rgb) / alpha)` from properties added to the element, so
    /// the computed colour is a plain `rgba()` and no colour function with `var()` is inline.
    mutating func styleSystemColor(_ system: SystemColor, opacity: Double, prefix: StaticString) {
        let alpha = opacity * system.light.alpha
        guard alpha < 1, mixCount < Self.mixSlots.count else {
            styleRaw("var(")
            styleRaw(prefix)
            styleRaw(system.cssName)
            return styleRaw(")")
        }
        let slot = Self.mixSlots[mixCount]
        mixCount += 1
        addClass(slot.className)
        styleRaw(slot.variable)
        appendExtraStyle(slot.components)
        appendExtraStyle(prefix)
        appendExtraStyle(system.cssName)
        appendExtraStyle("-rgb);")
        appendExtraStyle(slot.alpha)
        DecimalFormatting.append(alpha, to: &extraStyle)
        extraStyle.append(UInt8(ascii: ";"))
    }

    private mutating func appendExtraStyle(_ part: StaticString) {
        extraStyle.append(part)
    }

    /// The translucent colour slots of one element (see `Stylesheet.mixes`).
    static let mixSlots: [(className: StaticString, variable: StaticString, components: StaticString, alpha: StaticString)] = [
        ("cui-mix1", "var(--cui-mix1)", "--cui-m1c:var(", "--cui-m1a:"),
        ("cui-mix2", "var(--cui-mix2)", "--cui-m2c:var(", "--cui-m2a:"),
        ("cui-mix3", "var(--cui-mix3)", "--cui-m3c:var(", "--cui-m3a:"),
        ("cui-mix4", "var(--cui-mix4)", "--cui-m4c:var(", "--cui-m4a:"),
    ]

    /// Appends a shape style as a CSS `<image>` or colour, usable in `background`; for a
    /// gradient the element also needs ``gradientVariables(_:)``.
    mutating func stylePaint(_ style: ResolvedShapeStyle) {
        switch style {
        case .color(let color): styleColor(color)
        case .material(let material): styleRaw(material.thickness.cssVariable)
        case .glass(let glass): styleGlass(glass)
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient, .meshGradient: styleRaw("var(--cui-grad)")
        case .hierarchical(let level): styleHierarchical(level)
        case .foreground: styleRaw("currentColor")
        case .background: styleRaw("var(--cui-bg)")
        case .tint: styleRaw("var(--cui-c-accent)")
        }
    }

    /// Adds `name:<paint>;` and, for a gradient, the properties it is built from.
    mutating func paintVariable(_ name: StaticString, _ style: ResolvedShapeStyle) {
        styleVarStart(name)
        stylePaint(style)
        styleVarEnd()
        gradientVariables(of: style)
    }

    /// Appends a shape style as a plain colour (a gradient's first stop), for borders, strokes and text.
    mutating func styleSolidColor(_ style: ResolvedShapeStyle) {
        if let gradient = style.gradient {
            if let first = gradient.stops.first { styleColor(first.color) } else { styleRaw("transparent") }
        } else {
            stylePaint(style)
        }
    }

    /// Appends a shadow as `x y radius colour`: CSS blurs by the radius as
    /// `shadow(color:radius:x:y:)` does.
    mutating func styleShadow(x: CGFloat, y: CGFloat, radius: CGFloat, color: Color) {
        stylePx(Double(x))
        styleRaw(" ")
        stylePx(Double(y))
        styleRaw(" ")
        stylePx(Double(radius))
        styleRaw(" ")
        styleColor(color)
    }

    /// Appends a level of the label hierarchy.
    mutating func styleHierarchical(_ level: Int) {
        switch level {
        case ...0: styleRaw("var(--cui-label)")
        case 1: styleRaw("var(--cui-label2)")
        case 2: styleRaw("var(--cui-label3)")
        default: styleRaw("var(--cui-label4)")
        }
    }

    /// Adds the class and properties from which the stylesheet builds `--cui-grad` (see
    /// `Stylesheet.gradients`) for a gradient style; nothing for other styles.
    mutating func gradientVariables(of style: ResolvedShapeStyle) {
        switch style {
        case .linearGradient(let gradient): gradientVariables(gradient)
        case .radialGradient(let gradient):
            // Circles of the end radius; each stop at its radius, in pixels.
            styleVarStart("--cui-gz")
            styleRaw("circle ")
            stylePx(max(Double(gradient.endRadius), 0))
            styleVarEnd()
            let (start, end) = (Double(gradient.startRadius), Double(gradient.endRadius))
            gradientStops(gradient.gradient, family: .radial, center: gradient.center) { location in
                (start + location * (end - start), "px")
            }
        case .ellipticalGradient(let gradient):
            // Ellipses whose radii are the end fraction of the box's width and height; each stop
            // at its fraction of that ray.
            let end = max(Double(gradient.endRadiusFraction), 0)
            styleVarStart("--cui-gz")
            styleRaw("ellipse ")
            styleNumber(end * 100)
            styleRaw("% ")
            styleNumber(end * 100)
            styleRaw("%")
            styleVarEnd()
            let start = Double(gradient.startRadiusFraction)
            gradientStops(gradient.gradient, family: .radial, center: gradient.center) { location in
                (end > 0 ? (start + location * (end - start)) / end * 100 : 0, "%")
            }
        case .angularGradient(let gradient):
            // CSS turns from straight up, SwiftUI from the right: a quarter turn apart.
            styleVarStart("--cui-ga")
            styleNumber(gradient.startAngle.degrees + 90)
            styleRaw("deg")
            styleVarEnd()
            let sweep = gradient.sweep.degrees
            gradientStops(gradient.gradient, family: .conic, center: gradient.center) { location in
                (location * sweep, "deg")
            }
        case .meshGradient(let mesh): meshVariables(mesh)
        default: break
        }
    }

    /// Adds `cui-mesh` and `--cui-grad` as the mesh drawn by the server (`url()` of a PNG, which
    /// the stylesheet stretches over the box) in the light appearance; when the dark one differs
    /// (system colours), `cui-meshd` and `--cui-md`, which a filled view lays over it in the dark.
    /// A mesh whose counts do not match its size draws its first colour, as SwiftUI draws nothing
    /// better.
    private mutating func meshVariables(_ mesh: MeshGradient) {
        let size = min(64, max(32, 12 * max(mesh.width, mesh.height)))
        guard let light = mesh.raster(size: size, scheme: .light), let dark = mesh.raster(size: size, scheme: .dark) else {
            styleVarStart("--cui-grad")
            styleRaw("linear-gradient(")
            styleColor(mesh.colorList.first ?? .clear)
            styleRaw(",")
            styleColor(mesh.colorList.first ?? .clear)
            styleRaw(")")
            return styleVarEnd()
        }
        addClass("cui-mesh")
        styleVarStart("--cui-grad")
        stylePNG(PNGImage.encode(width: size, height: size, rgba: light))
        styleVarEnd()
        guard dark != light else { return }
        addClass("cui-meshd")
        styleVarStart("--cui-md")
        stylePNG(PNGImage.encode(width: size, height: size, rgba: dark))
        styleVarEnd()
    }

    /// Adds the class and properties of a linear gradient: the angle of the line in unit space
    /// and each stop.
    mutating func gradientVariables(_ gradient: LinearGradient) {
        let dx = Double(gradient.endPoint.x - gradient.startPoint.x)
        let dy = Double(gradient.endPoint.y - gradient.startPoint.y)
        let degrees = atan2(dx, -dy) * 180 / .pi
        styleVarStart("--cui-ga")
        styleNumber(degrees < 0 ? degrees + 360 : degrees)
        styleRaw("deg")
        styleVarEnd()
        gradientStops(gradient.gradient, family: .linear, center: nil) { location in (location * 100, "%") }
    }

    /// Adds the class of `family` for `gradient`'s stops (at most
    /// `Stylesheet.maximumGradientStops`; one stop is drawn as two, none as clear), the centre
    /// (`--cui-gat`) of a radial or conic one, and each stop's colour and position.
    private mutating func gradientStops(
        _ gradient: Gradient, family: Stylesheet.GradientFamily, center: UnitPoint?,
        position: (Double) -> (Double, StaticString)
    ) {
        var stops = Array(gradient.stops.prefix(Stylesheet.maximumGradientStops))
        if stops.count == 1 { stops.append(stops[0]) }
        if stops.isEmpty { stops = [Gradient.Stop(color: .clear, location: 0), Gradient.Stop(color: .clear, location: 1)] }
        addClass(family.classNames[stops.count])
        if let center {
            styleVarStart("--cui-gat")
            styleNumber(Double(center.x) * 100)
            styleRaw("% ")
            styleNumber(Double(center.y) * 100)
            styleRaw("%")
            styleVarEnd()
        }
        for (index, stop) in stops.enumerated() {
            styleRaw(Self.stopColorNames[index])
            styleColor(stop.color)
            styleVarEnd()
            let (value, unit) = position(Double(stop.location))
            styleRaw(Self.stopLocationNames[index])
            styleNumber(value)
            styleRaw(unit)
            styleVarEnd()
        }
    }

    private static let stopColorNames: [StaticString] = ["--cui-g0:", "--cui-g1:", "--cui-g2:", "--cui-g3:", "--cui-g4:", "--cui-g5:", "--cui-g6:", "--cui-g7:"]
    private static let stopLocationNames: [StaticString] = ["--cui-p0:", "--cui-p1:", "--cui-p2:", "--cui-p3:", "--cui-p4:", "--cui-p5:", "--cui-p6:", "--cui-p7:"]
}
