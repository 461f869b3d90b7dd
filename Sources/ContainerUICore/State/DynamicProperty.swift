/// A stored property of a view that SwiftUI updates before each `body`: `@State`,
/// `@Environment`, `@AppStorage` and the property wrappers users build from them.
///
/// ```swift
/// @propertyWrapper
/// struct Preference: DynamicProperty {
///     @AppStorage("units") private var units = "metric"
///     var wrappedValue: String { units }
/// }
/// ```
///
/// The resolver reads properties when a `body` is evaluated, so `update()` has nothing to do
/// here; it is kept for code that calls it.
public protocol DynamicProperty {
    /// Updates the property's value before the view's `body` is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update.
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension Namespace: DynamicProperty {}
extension ScaledMetric: DynamicProperty {}
extension Bindable: DynamicProperty {}
