import Foundation

extension View {
    /// Space after each character of text inside, in points; `tracking(_:)` wins where both are set.
    @inline(__always)
    @inlinable
    public func kerning(_ kerning: CGFloat) -> some View {
        environmentTransform { $0.typography.text.kerning = kerning }
    }

    /// Space after each character of text inside, in points.
    @inline(__always)
    @inlinable
    public func tracking(_ tracking: CGFloat) -> some View {
        environmentTransform { $0.typography.text.tracking = tracking }
    }

    /// Raises text inside by `baselineOffset` points (lowers it when negative); each line grows by it.
    @inline(__always)
    @inlinable
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environmentTransform { $0.typography.text.baselineOffset = baselineOffset }
    }

    /// Digits of equal width in text inside, so that columns of numbers line up.
    @inline(__always)
    @inlinable
    public func monospacedDigit() -> some View {
        environmentTransform { $0.typography.text.isMonospacedDigit = true }
    }

    /// Text inside in the monospaced design when `isActive`.
    @inline(__always)
    @inlinable
    public func monospaced(_ isActive: Bool = true) -> some View {
        environmentTransform { $0.typography.text.isMonospaced = isActive }
    }

    /// Space between the lines of text inside, in points; none above the first or below the last.
    @inline(__always)
    @inlinable
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environmentTransform { $0.lineSpacing = lineSpacing }
    }

    /// Lets text inside tighten the space between its characters to fit a line, when
    /// `flag` (`EnvironmentValues.allowsTightening`). CSS cannot tighten only the lines that
    /// need it, so the page and the layout engine lay text out as before.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Where text inside that its line limit cuts loses characters for the ellipsis.
    @inline(__always)
    @inlinable
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentTransform { $0.truncationMode = mode }
    }

    /// How far single-line text inside may shrink to fit its width, from 1 (not at all) down to `factor`.
    @inline(__always)
    @inlinable
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environmentTransform { $0.minimumScaleFactor = min(max(factor, 0.01), 1) }
    }

    /// The size of symbols inside relative to their font.
    @inline(__always)
    @inlinable
    public func imageScale(_ scale: Image.Scale) -> some View {
        environmentTransform { $0.imageScale = scale }
    }

    /// How symbols inside fill their layers.
    @inline(__always)
    @inlinable
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environmentTransform { $0.symbolRenderingMode = mode }
    }

    /// The primary and secondary levels of the foreground style inside: palette symbols' first
    /// and second layers, and what `.primary` and `.secondary` fill with.
    @inline(__always)
    @inlinable
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environmentTransform { environment in
            environment.foregroundStyle = AnyShapeStyle(primary)
            environment.typography.foregroundLevels = ForegroundLevels(primary: AnyShapeStyle(primary), secondary: AnyShapeStyle(secondary), tertiary: nil)
        }
    }

    /// The primary, secondary and tertiary levels of the foreground style inside: palette
    /// symbols' layers, and what `.primary`, `.secondary` and `.tertiary` fill with.
    @inline(__always)
    @inlinable
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environmentTransform { environment in
            environment.foregroundStyle = AnyShapeStyle(primary)
            environment.typography.foregroundLevels = ForegroundLevels(
                primary: AnyShapeStyle(primary), secondary: AnyShapeStyle(secondary), tertiary: AnyShapeStyle(tertiary))
        }
    }
}
