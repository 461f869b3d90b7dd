/// A setting of a preview: its layout or the device's orientation.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    package enum Setting: Sendable, Equatable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    package let setting: Setting
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a device's screen.
    public static var defaultLayout: PreviewTrait { PreviewTrait(setting: .layout(.device)) }
    /// The preview is as large as the view chooses to be.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(setting: .layout(.sizeThatFits)) }

    /// The preview is offered `width` by `height`.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(setting: .layout(.fixed(width: width, height: height)))
    }

    /// The device is upright.
    public static var portrait: PreviewTrait { PreviewTrait(setting: .orientation(.portrait)) }
    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(setting: .orientation(.portraitUpsideDown)) }
    /// The device is turned with its top to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeLeft)) }
    /// The device is turned with its top to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeRight)) }
}

/// How a preview is sized.
public enum PreviewLayout: Sendable, Equatable {
    /// As a device's screen.
    case device
    /// As large as the view chooses.
    case sizeThatFits
    /// Offered exactly this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// How a device is held.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable {
    /// The orientation's name.
    public let id: String

    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Top to the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Top to the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
}
