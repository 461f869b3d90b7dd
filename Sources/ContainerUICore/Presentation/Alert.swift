/// iOS 13's description of an alert, shown with `alert(isPresented:content:)` or
/// `alert(item:content:)`: a title, an optional message and one or two buttons. Drawn as the
/// alert of `alert(_:isPresented:actions:message:)` is.
public struct Alert {
    /// A button of an alert or an action sheet.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: () -> Void

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Self {
            Self(label: label, role: nil, action: action ?? {})
        }

        /// A button that cancels, titled by `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Self {
            Self(label: label, role: .cancel, action: action ?? {})
        }

        /// A button that cancels, titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Self {
            cancel(Text("Cancel"), action: action)
        }

        /// A button that destroys something, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Self {
            Self(label: label, role: .destructive, action: action ?? {})
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an OK button when `dismissButton` is `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

/// iOS 13's description of an action sheet, shown with `actionSheet(isPresented:content:)` or
/// `actionSheet(item:content:)`: a title, an optional message and its buttons. Drawn as the
/// dialog of `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` is, its title
/// visible.
public struct ActionSheet {
    /// A button of the sheet.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons` (a Cancel button unless given others).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// An alert's or an action sheet's buttons as the views the newer presentations take.
struct AlertButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            Button(role: buttons[index].role, action: buttons[index].action) { buttons[index].label }
        }
    }
}

extension View {
    /// Presents the alert `content` describes while `isPresented` is true (iOS 13's form).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        presenting(alert: isPresented.wrappedValue ? content() : nil)
    }

    /// Presents the alert `content` describes for `item` while it is not `nil` (iOS 13's form).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        presenting(alert: item.wrappedValue.map(content))
    }

    /// Presents the action sheet `content` describes while `isPresented` is true (iOS 13's form).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        presenting(sheet: isPresented.wrappedValue ? content() : nil)
    }

    /// Presents the action sheet `content` describes for `item` while it is not `nil` (iOS 13's
    /// form).
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        presenting(sheet: item.wrappedValue.map(content))
    }

    private func presenting(alert: Alert?) -> some View {
        self.alert(alert?.title ?? Text(verbatim: ""), isPresented: .constant(alert != nil)) {
            AlertButtons(buttons: alert?.buttons ?? [])
        } message: {
            alert?.message
        }
    }

    private func presenting(sheet: ActionSheet?) -> some View {
        confirmationDialog(sheet?.title ?? Text(verbatim: ""), isPresented: .constant(sheet != nil), titleVisibility: .visible) {
            AlertButtons(buttons: sheet?.buttons ?? [])
        } message: {
            sheet?.message
        }
    }
}
