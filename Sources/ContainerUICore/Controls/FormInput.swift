/// A browser's own form control, laid over a date or colour picker's look (see
/// ``ResolvedFormInput``): it fills the frame it is offered, and the picker names it with
/// `accessibilityLabel(_:)`.
struct FormInput: View {
    let input: ResolvedFormInput

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.formInput(view.input))
    }
}
