/// A key for a value in ``ContainerValues``, with the value containers see when a subview sets none.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none is set.
    static var defaultValue: Value { get }
}
