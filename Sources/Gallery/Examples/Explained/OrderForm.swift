import ContainerUI

/// A coffee order in a form: text fields, pickers in iOS's styles, a stepper, a button toggle.
struct OrderFormExample: View {
    var drinkStyle = "menu"
    var fieldStyle = "automatic"
    var shots = 2
    var hasName = true

    enum Drink: String, CaseIterable, Identifiable {
        case espresso, latte, cortado, mocha
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    enum Size: String, CaseIterable {
        case small, medium, large
    }

    @State private var drink = Drink.latte
    @State private var size = Size.medium
    @State private var milk = "Oat"
    @State private var password = "hunter2"
    @State private var decaf = true
    @State private var receipt = false

    var body: some View {
        Form {
            Section("Order") {
                TextField("Name", text: .constant(hasName ? "Sam" : ""))
                Picker("Drink", selection: $drink) {
                    ForEach(Drink.allCases) { drink in Text(drink.title) }
                }
                .modifier(DrinkPickerLook(style: drinkStyle))
                Stepper("Shots: \(shots)", value: .constant(shots), in: 1...4)
                Toggle("Decaf", isOn: $decaf).toggleStyle(.button)
            }
            Section("Size") {
                Picker("Size", selection: $size) {
                    Text("Small").tag(Size.small)
                    Text("Medium").tag(Size.medium)
                    Text("Large").tag(Size.large)
                }
                .pickerStyle(.segmented)
            }
            Section("Milk") {
                Picker("Milk", selection: $milk) {
                    ForEach(["Whole", "Oat", "None"], id: \.self) { Text($0) }
                }
                .pickerStyle(.inline)
            }
            Section("Account") {
                TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
                SecureField("Password", text: $password)
                LabeledContent("Receipt") {
                    Toggle("Email the receipt", isOn: $receipt).labelsHidden()
                }
            }
            .modifier(FieldLook(style: fieldStyle))
        }
    }
}

/// `pickerStyle` with a style named at run time.
private struct DrinkPickerLook: ViewModifier {
    var style: String

    func body(content: Content) -> some View {
        switch style {
        case "segmented": content.pickerStyle(.segmented)
        case "inline": content.pickerStyle(.inline)
        case "wheel": content.pickerStyle(.wheel)
        case "navigationLink": content.pickerStyle(.navigationLink)
        default: content.pickerStyle(.menu)
        }
    }
}

/// `textFieldStyle` with a style named at run time.
private struct FieldLook: ViewModifier {
    var style: String

    func body(content: Content) -> some View {
        if style == "roundedBorder" {
            content.textFieldStyle(.roundedBorder)
        } else {
            content.textFieldStyle(.automatic)
        }
    }
}
