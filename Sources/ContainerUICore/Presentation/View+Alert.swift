/// The alerts: `alert(_:isPresented:actions:)` and its forms with a message and with data, each
/// titled by a localized key, a string or a text.
extension View {
    /// An alert titled by a localized key with `actions` (an OK button when there are none) while `isPresented`
    /// is true.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(Text(titleKey), isPresented.wrappedValue ? (actions(), EmptyView()) : nil)
    }

    /// An alert titled by a localized key with `actions` and a `message` while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(Text(titleKey), isPresented.wrappedValue ? (actions(), message()) : nil)
    }

    /// An alert titled by a localized key with `actions` for `data` while `isPresented` is true and `data` is
    /// not `nil`.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(Text(titleKey), isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil)
    }

    /// An alert titled by a localized key with `actions` and a `message` for `data` while `isPresented` is true
    /// and `data` is not `nil`.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(Text(titleKey), isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil)
    }

    /// An alert titled by a string with `actions` (an OK button when there are none) while `isPresented`
    /// is true.
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(Text(title), isPresented.wrappedValue ? (actions(), EmptyView()) : nil)
    }

    /// An alert titled by a string with `actions` and a `message` while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(Text(title), isPresented.wrappedValue ? (actions(), message()) : nil)
    }

    /// An alert titled by a string with `actions` for `data` while `isPresented` is true and `data` is
    /// not `nil`.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(Text(title), isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil)
    }

    /// An alert titled by a string with `actions` and a `message` for `data` while `isPresented` is true
    /// and `data` is not `nil`.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(Text(title), isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil)
    }

    /// An alert titled by a text with `actions` (an OK button when there are none) while `isPresented`
    /// is true.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(title, isPresented.wrappedValue ? (actions(), EmptyView()) : nil)
    }

    /// An alert titled by a text with `actions` and a `message` while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(title, isPresented.wrappedValue ? (actions(), message()) : nil)
    }

    /// An alert titled by a text with `actions` for `data` while `isPresented` is true and `data` is
    /// not `nil`.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(title, isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil)
    }

    /// An alert titled by a text with `actions` and a `message` for `data` while `isPresented` is true
    /// and `data` is not `nil`.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(title, isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil)
    }

    /// An alert titled by `error`'s description with `actions` while `isPresented` is true and
    /// `error` is not `nil`.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(Text(verbatim: error?.errorDescription ?? ""), isPresented.wrappedValue && error != nil ? (actions(), EmptyView()) : nil)
    }

    /// An alert titled by `error`'s description with `actions` and a `message` for the error while
    /// `isPresented` is true and `error` is not `nil`.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        presentingAlert(Text(verbatim: error?.errorDescription ?? ""), isPresented.wrappedValue ? error.map { (actions($0), message($0)) } : nil)
    }

    private func presentingAlert<A: View, M: View>(_ title: Text, _ parts: (actions: A, message: M)?) -> some View {
        PresentingView(content: self, presentation: parts.map { parts in
            { resolver in
                var dialog = resolver.resolveDialog(
                    title: title, actions: parts.actions, message: parts.message,
                    titleFont: .headline, messageFont: .footnote, buttonFont: .body, style: .primary
                )
                if dialog.actions.isEmpty {
                    dialog.actions = [(.cancel, resolver.resolveSystemButton("OK", role: .cancel, font: .body))]
                }
                return .alert(AlertLayer(parts: dialog))
            }
        })
    }
}
