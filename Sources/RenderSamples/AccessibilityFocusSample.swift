import ContainerUI
import Foundation

/// Accessibility focus: a sign-in form whose error message takes VoiceOver's focus when the
/// sign-in fails, as an app moves a screen reader to what just changed; the page focuses it.
struct AccessibilityFocusSample: View {
    enum Target: Hashable { case error, email }

    @AccessibilityFocusState private var target: Target?

    var body: some View {
        target = .error
        return VStack(alignment: .leading, spacing: 12) {
            Text("Sign in").font(.title2.bold())
            HStack(spacing: 8) {
                Image(systemName: "exclamationmark.triangle").foregroundStyle(.red).accessibilityHidden(true)
                Text("The password is not right. Try again.")
            }
            .padding(12)
            .background(.red.opacity(0.12), in: .rect(cornerRadius: 10))
            .accessibilityElement(children: .combine)
            .accessibilityFocused($target, equals: .error)
            TextField("Email", text: .constant("ada@example.com"))
                .textFieldStyle(.roundedBorder)
                .accessibilityFocused($target, equals: .email)
            SecureField("Password", text: .constant(""))
                .textFieldStyle(.roundedBorder)
            Button("Sign In") {}
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
