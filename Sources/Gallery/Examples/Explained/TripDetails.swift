import ContainerUI

/// A trip's details in a form: a title field that grows line by line within its line limit, and
/// notes in a text editor that fills its row, on the row's colour or on a tinted card, and a
/// budget in a currency field with its share per day and per traveller formatted in the locale,
/// and the route's length and the sea's temperature in the units the locale prefers.
struct TripDetailsExample: View {
    var titleLines = "1...3"
    var notesBackground = "automatic"
    var hasNotes = true
    var currency = "EUR"
    var locale = "en_US"

    @State private var title = "Ten days along the Amalfi coast, from Naples to Positano by ferry and bus"
    @State private var subtitle = ""
    @State private var budget = 2450.0
    @State private var travellers = 3

    private var notes: String {
        hasNotes
            ? "Book the ferry from Salerno a week ahead.\nPack light: the steps to the hotel are steep.\n\nAsk about the lemon grove tour."
            : ""
    }

    var body: some View {
        Form {
            Section("Trip") {
                TextField("Title", text: $title, axis: .vertical)
                    .modifier(TitleLines(rule: titleLines))
                TextField("Subtitle", text: $subtitle, prompt: Text("A line or two about the trip"), axis: .vertical)
                    .lineLimit(2, reservesSpace: true)
            }
            Section("Budget") {
                TextField("Budget", value: $budget, format: .currency(code: currency))
                TextField("Travellers", value: $travellers, format: .number)
                LabeledContent("Per day") {
                    Text(budget / 10, format: .currency(code: currency))
                }
                LabeledContent("Share each") {
                    Text(1 / Double(travellers), format: .percent.precision(.fractionLength(1)))
                }
            }
            Section("Route") {
                LabeledContent("Naples to Positano", value: Self.route, format: .measurement(width: .abbreviated, usage: .road))
                LabeledContent("Sea in June", value: Self.sea, format: .measurement(width: .abbreviated, usage: .weather))
            }
            Section("Notes") {
                TextEditor(text: .constant(notes))
                    .frame(minHeight: 120)
                    .modifier(NotesLook(background: notesBackground))
                    .accessibilityLabel("Notes")
            }
        }
        .environment(\.locale, Locale(identifier: locale))
    }

    /// The coast road's length and the sea's warmth, written in the units the locale prefers.
    private static let route = Measurement(value: 58, unit: UnitLength.kilometers)
    private static let sea = Measurement(value: 24, unit: UnitTemperature.celsius)
}

/// `lineLimit` in the form named at run time.
private struct TitleLines: ViewModifier {
    var rule: String

    func body(content: Content) -> some View {
        switch rule {
        case "3...6": content.lineLimit(3...6)
        case "reserve4": content.lineLimit(4, reservesSpace: true)
        case "none": content
        default: content.lineLimit(1...3)
        }
    }
}

/// The editor on its row's colour, or with `scrollContentBackground(.hidden)` on a tinted card.
private struct NotesLook: ViewModifier {
    var background: String

    func body(content: Content) -> some View {
        if background == "hidden" {
            content
                .scrollContentBackground(.hidden)
                .background(Color.teal.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
        } else {
            content
        }
    }
}
