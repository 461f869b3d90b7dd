import ContainerUI

/// Text fields, steppers and pickers outside a list, in the light and the dark: what the order
/// form example shows inside one.
struct FormControlsSample: View {
    private var controls: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: .constant("Sam")).textFieldStyle(.roundedBorder)
                .textContentType(.name).textInputAutocapitalization(.words).submitLabel(.next)
            TextField("Email", text: .constant("")).keyboardType(.emailAddress).textContentType(.emailAddress)
                .textInputAutocapitalization(.never).autocorrectionDisabled()
            SecureField("Password", text: .constant(""), prompt: Text("Required")).textContentType(.newPassword).submitLabel(.done)
            Stepper("Volume", onIncrement: {}, onDecrement: nil)
            Picker("Speed", selection: .constant("1.5×")) {
                ForEach(["1×", "1.5×", "2×"], id: \.self) { Text($0) }
            }
            Picker("Mode", selection: .constant("Day")) {
                Text("Day").tag("Day")
                Text("Night").tag("Night")
            }
            .pickerStyle(.segmented)
            Picker("Minutes", selection: .constant(10)) {
                ForEach([5, 10, 15, 20], id: \.self) { Text("\($0) min") }
            }
            .pickerStyle(.wheel)
            Toggle("Bold", isOn: .constant(false)).toggleStyle(.button)
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            controls.padding().background(Color.white).environment(\.colorScheme, .light)
            controls.padding().background(Color.black).environment(\.colorScheme, .dark)
        }
    }
}
