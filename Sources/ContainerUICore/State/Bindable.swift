import Observation

/// Makes bindings to the properties of an `@Observable` object, for controls that edit them.
///
/// ```swift
/// struct BookEditor: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
///
/// In a body, `Bindable(book).title` gives the same binding without the attribute.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Itself: `$book.title` reads through ``subscript(dynamicMember:)``.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// The bindable `projectedValue` wraps, passed on as a view's property.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the property at `keyPath`, reading and writing the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        Binding(wrappedValue, keyPath)
    }
}
