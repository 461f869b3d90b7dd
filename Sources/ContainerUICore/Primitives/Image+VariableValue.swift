extension Image {
    /// A system symbol whose variable layers SwiftUI fills up to `variableValue`, from 0 to 1
    /// (iOS 16). The shipped icon set has no variable layers, so the symbol is drawn whole, as
    /// `Image(systemName:)` draws it, whatever the value.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}
