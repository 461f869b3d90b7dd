/// The confirmation dialogs: `confirmationDialog(_:isPresented:titleVisibility:actions:)` and its
/// forms with a message and with data, each titled by a localized key, a string or a text.
extension View {
    /// A confirmation dialog titled by a localized key with `actions` while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(Text(titleKey), titleVisibility, isPresented.wrappedValue ? (actions(), EmptyView()) : nil)
    }

    /// A confirmation dialog titled by a localized key with `actions` and a `message` while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(Text(titleKey), titleVisibility, isPresented.wrappedValue ? (actions(), message()) : nil)
    }

    /// A confirmation dialog titled by a localized key with `actions` for `data` while `isPresented` is true and
    /// `data` is not `nil`.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingDialog(Text(titleKey), titleVisibility, isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil)
    }

    /// A confirmation dialog titled by a localized key with `actions` and a `message` for `data` while
    /// `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingDialog(Text(titleKey), titleVisibility, isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil)
    }

    /// A confirmation dialog titled by a string with `actions` while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(Text(title), titleVisibility, isPresented.wrappedValue ? (actions(), EmptyView()) : nil)
    }

    /// A confirmation dialog titled by a string with `actions` and a `message` while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(Text(title), titleVisibility, isPresented.wrappedValue ? (actions(), message()) : nil)
    }

    /// A confirmation dialog titled by a string with `actions` for `data` while `isPresented` is true and
    /// `data` is not `nil`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingDialog(Text(title), titleVisibility, isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil)
    }

    /// A confirmation dialog titled by a string with `actions` and a `message` for `data` while
    /// `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingDialog(Text(title), titleVisibility, isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil)
    }

    /// A confirmation dialog titled by a text with `actions` while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(title, titleVisibility, isPresented.wrappedValue ? (actions(), EmptyView()) : nil)
    }

    /// A confirmation dialog titled by a text with `actions` and a `message` while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(title, titleVisibility, isPresented.wrappedValue ? (actions(), message()) : nil)
    }

    /// A confirmation dialog titled by a text with `actions` for `data` while `isPresented` is true and
    /// `data` is not `nil`.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingDialog(title, titleVisibility, isPresented.wrappedValue ? data.map { (actions($0), EmptyView()) } : nil)
    }

    /// A confirmation dialog titled by a text with `actions` and a `message` for `data` while
    /// `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingDialog(title, titleVisibility, isPresented.wrappedValue ? data.map { (actions($0), message($0)) } : nil)
    }

    /// The dialog as an action sheet. Its title shows only when `titleVisibility` is `.visible`
    /// (iPhone hides it by default); it names the dialog either way. Without a cancel button,
    /// iOS adds Cancel.
    private func presentingDialog<A: View, M: View>(
        _ title: Text, _ titleVisibility: Visibility, _ parts: (actions: A, message: M)?
    ) -> some View {
        PresentingView(content: self, presentation: parts.map { parts in
            { resolver in
                let dialog = resolver.resolveDialog(
                    title: title, showsTitle: titleVisibility == .visible, actions: parts.actions, message: parts.message,
                    titleFont: Font.footnote.weight(.semibold), messageFont: .footnote, buttonFont: .title3, style: .secondary
                )
                let cancel = dialog.cancelAction ?? resolver.resolveSystemButton("Cancel", role: .cancel, font: .title3)
                return .dialog(ActionSheetLayer(parts: dialog, cancel: cancel))
            }
        })
    }
}
