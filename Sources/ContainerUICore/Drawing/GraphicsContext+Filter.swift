import Foundation

extension GraphicsContext {
    /// A filter for a context's later drawing, as SwiftUI's `GraphicsContext.Filter`.
    ///
    /// ```swift
    /// context.addFilter(.shadow(color: .black.opacity(0.4), radius: 4, x: 2, y: 2))
    /// context.fill(Path(ellipseIn: rect), with: .color(.orange))
    /// ```
    public struct Filter {
        /// The filter as data.
        let filter: CanvasFilter

        /// A shadow of the drawing's shape in `color`, blurred by `radius` and offset by `x`
        /// and `y`, beneath the drawing unless `options` say otherwise. `blendMode` is taken
        /// for SwiftUI's sake: the shadow is composited normally.
        public static func shadow(
            color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(filter: .shadow(color: color, radius: max(radius, 0), x: x, y: y, options: options))
        }

        /// A Gaussian blur of `radius` points; `.opaque` in `options` is taken, but the edges fade
        /// as a plain blur's.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(filter: .visual(.blur(radius: max(radius, 0), opaque: options.contains(.opaque))))
        }

        /// Every component, alpha included, multiplied by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(filter: .colorMultiply(color))
        }

        /// Each colour mapped through `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            Filter(filter: .colorMatrix(matrix))
        }

        /// Colours inverted by `amount` (0 leaves them, 1 inverts them fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(filter: .colorInvert(min(max(amount, 0), 1)))
        }

        /// Desaturated by `amount` (0 leaves the colours, 1 is fully grey).
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(filter: .visual(.grayscale(amount)))
        }

        /// Saturation scaled by `amount` (1 leaves the colours, 0 is grey).
        public static func saturation(_ amount: Double) -> Filter {
            Filter(filter: .visual(.saturation(amount)))
        }

        /// Brightened by `amount` (0 leaves the colours), as the `brightness(_:)` modifier.
        public static func brightness(_ amount: Double) -> Filter {
            Filter(filter: .visual(.brightness(amount)))
        }

        /// Contrast scaled by `amount` (1 leaves the colours, 0 is flat grey).
        public static func contrast(_ amount: Double) -> Filter {
            Filter(filter: .visual(.contrast(amount)))
        }

        /// Hues turned by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(filter: .visual(.hueRotation(angle)))
        }

        /// Black whose opacity is each point's luminance.
        public static var luminanceToAlpha: Filter {
            Filter(filter: .luminanceToAlpha)
        }

        /// `color` where the drawing's opacity is between `min` and `max`, nothing elsewhere.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(filter: .alphaThreshold(min: min, max: max, color: color))
        }
    }

    /// How a shadow filter is drawn.
    public struct ShadowOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// An option set of `rawValue`.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The shadow over the drawing instead of beneath it.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// The shadow alone, without the drawing.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// The shadow of the drawing's outside, cast inside it (an inner shadow).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Taken for SwiftUI's sake: each operation is filtered on its own here anyway.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// How a blur filter is drawn.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// An option set of `rawValue`.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Edges kept opaque (taken; the browser's blur fades them).
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithering (taken for SwiftUI's sake).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// How a filter is applied.
    public struct FilterOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// An option set of `rawValue`.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Filtering in linear colour (taken; filters work in sRGB here).
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Applies `filter` to every later drawing operation of this context (and of its copies made
    /// after), each filtered on its own, after the filters already added; a layer is filtered
    /// as one. Filters are in the canvas's coordinates. `options` are taken for SwiftUI's sake.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.filter)
    }
}
