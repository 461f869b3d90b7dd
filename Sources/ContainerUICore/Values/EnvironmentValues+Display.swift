import Foundation

extension EnvironmentValues {
    /// The length of one device pixel in points: the inverse of ``displayScale``, for hairlines.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// Whether the app can open more than one window: a page is one window, so `false`, as on
    /// iPhone.
    public var supportsMultipleWindows: Bool { false }
}
