import Foundation

extension GraphicsContext {
    /// How a context's later drawing is composited with what the canvas (or layer) holds, as
    /// SwiftUI's `GraphicsContext.BlendMode`: the view blend modes, and Porter–Duff's.
    public struct BlendMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// Core Graphics's number of the mode.
        public let rawValue: Int32

        /// The mode numbered `rawValue`.
        public init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        /// Source over destination.
        public static let normal = BlendMode(rawValue: 0)
        /// Colours multiplied.
        public static let multiply = BlendMode(rawValue: 1)
        /// Inverted colours multiplied, inverted back.
        public static let screen = BlendMode(rawValue: 2)
        /// Multiply or screen, by the destination.
        public static let overlay = BlendMode(rawValue: 3)
        /// The darker of each component.
        public static let darken = BlendMode(rawValue: 4)
        /// The lighter of each component.
        public static let lighten = BlendMode(rawValue: 5)
        /// The destination brightened by the source.
        public static let colorDodge = BlendMode(rawValue: 6)
        /// The destination darkened by the source.
        public static let colorBurn = BlendMode(rawValue: 7)
        /// Darkened or lightened softly, by the source.
        public static let softLight = BlendMode(rawValue: 8)
        /// Multiply or screen, by the source.
        public static let hardLight = BlendMode(rawValue: 9)
        /// The difference of the colours.
        public static let difference = BlendMode(rawValue: 10)
        /// A softer difference.
        public static let exclusion = BlendMode(rawValue: 11)
        /// The source's hue.
        public static let hue = BlendMode(rawValue: 12)
        /// The source's saturation.
        public static let saturation = BlendMode(rawValue: 13)
        /// The source's hue and saturation.
        public static let color = BlendMode(rawValue: 14)
        /// The source's luminosity.
        public static let luminosity = BlendMode(rawValue: 15)
        /// Clears the destination where the source is drawn.
        public static let clear = BlendMode(rawValue: 16)
        /// The source replaces the destination where it is drawn.
        public static let copy = BlendMode(rawValue: 17)
        /// The source where the destination is, which it replaces.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// The source where the destination is not, replacing it.
        public static let sourceOut = BlendMode(rawValue: 19)
        /// The source over the destination, only where the destination is.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// The source beneath the destination.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// The destination kept by the source's opacity where the source is drawn.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// The destination cut away by the source's opacity.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// The destination over the source, only where the source is.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Source and destination where the other is not.
        public static let xor = BlendMode(rawValue: 25)
        /// Components added and darkened.
        public static let plusDarker = BlendMode(rawValue: 26)
        /// Components added.
        public static let plusLighter = BlendMode(rawValue: 27)

        private static let names = [
            "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight", "hardLight",
            "difference", "exclusion", "hue", "saturation", "color", "luminosity", "clear", "copy", "sourceIn", "sourceOut",
            "sourceAtop", "destinationOver", "destinationIn", "destinationOut", "destinationAtop", "xor", "plusDarker", "plusLighter",
        ]

        public var description: String {
            Self.names.indices.contains(Int(rawValue)) ? Self.names[Int(rawValue)] : "BlendMode(\(rawValue))"
        }

        /// The view blend mode of the same colours (`blendMode(_:)`'s), where the mode is not
        /// one of the Porter–Duff modes only a canvas has.
        package var viewBlendMode: ContainerUICore.BlendMode? {
            switch self {
            case .normal: .normal
            case .multiply: .multiply
            case .screen: .screen
            case .overlay: .overlay
            case .darken: .darken
            case .lighten: .lighten
            case .colorDodge: .colorDodge
            case .colorBurn: .colorBurn
            case .softLight: .softLight
            case .hardLight: .hardLight
            case .difference: .difference
            case .exclusion: .exclusion
            case .hue: .hue
            case .saturation: .saturation
            case .color: .color
            case .luminosity: .luminosity
            case .plusDarker: .plusDarker
            case .plusLighter: .plusLighter
            default: nil
            }
        }
    }
}
