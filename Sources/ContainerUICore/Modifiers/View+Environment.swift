extension View {
    /// Sets an environment value for this view and its descendants.
    @inline(__always)
    @inlinable
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyPathWriter(keyPath: keyPath, value: value))
    }

    /// Changes an environment value for this view and its descendants: `transform` gets the
    /// value the view would have had.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        environmentTransform { transform(&$0[keyPath: keyPath]) }
    }

    /// Sets the appearance of this view and its descendants.
    @inline(__always)
    @inlinable
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        environmentTransform(marker: colorScheme.map { .colorScheme($0) }) { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
        }
    }

    /// The default font of text inside.
    @inline(__always)
    @inlinable
    public func font(_ font: Font?) -> some View {
        environmentWrite(font, for: FontKey.self)
    }

    /// The weight of text inside.
    @inline(__always)
    @inlinable
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environmentWrite(weight, for: FontWeightKey.self)
    }

    /// Bold text inside when `isActive`.
    @inline(__always)
    @inlinable
    public func bold(_ isActive: Bool = true) -> some View {
        environmentTransform { if isActive { $0.fontWeight = .bold } }
    }

    /// The colour of text and shapes inside.
    @inline(__always)
    @inlinable
    public func foregroundColor(_ color: Color?) -> some View {
        environmentWrite(color.map(AnyShapeStyle.init), for: ForegroundStyleKey.self)
    }

    /// The style of text and shapes inside.
    @inline(__always)
    @inlinable
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentWrite(AnyShapeStyle(style), for: ForegroundStyleKey.self)
    }

    /// The tint of controls inside.
    @inline(__always)
    @inlinable
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environmentWrite(tint.map { AnyShapeStyle($0) }, for: TintKey.self)
    }

    /// The tint of controls inside.
    @inline(__always)
    @inlinable
    public func tint(_ tint: Color?) -> some View {
        environmentWrite(tint.map(AnyShapeStyle.init), for: TintKey.self)
    }

    /// How lines of multiline text inside align.
    @inline(__always)
    @inlinable
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentWrite(alignment, for: MultilineTextAlignmentKey.self)
    }

    /// The most lines text inside may use.
    @inline(__always)
    @inlinable
    public func lineLimit(_ number: Int?) -> some View {
        environmentWrite(number.map { max($0, 1) }, for: LineLimitKey.self)
    }

    /// Shows text inside in `textCase` (`nil` for its own case); the text itself, which
    /// assistive technologies read, is unchanged.
    @inline(__always)
    @inlinable
    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentWrite(textCase, for: TextCaseKey.self)
    }

    /// Disables controls inside when `disabled`.
    @inline(__always)
    @inlinable
    public func disabled(_ disabled: Bool) -> some View {
        environmentTransform(marker: disabled ? .disabled : nil) { if disabled { $0.isEnabled = false } }
    }
}
