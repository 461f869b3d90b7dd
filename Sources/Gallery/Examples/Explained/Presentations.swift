import ContainerUI

/// A packing app's trip screen with a sort menu in its toolbar and a control group of quick
/// actions, presenting one of SwiftUI's presentations as its state says: a sheet at a detent, a
/// full-screen cover, an alert, a confirmation dialog or a popover (a sheet on iPhone).
struct PresentationsExample: View {
    enum Shown: String {
        case none, sheetMedium, sheetLarge, fullScreenCover, alert, confirmationDialog, popover
    }

    struct Item: Identifiable {
        let id: String
        let symbol: String
    }

    @State private var shown: Shown
    @State private var groupStyle: String
    @State private var packed: Set<String> = ["Passport", "Charger"]

    private let items = [
        Item(id: "Passport", symbol: "doc.text"), Item(id: "Charger", symbol: "bolt"),
        Item(id: "Rain jacket", symbol: "cloud"), Item(id: "Camera", symbol: "camera"),
    ]

    init(shown: String = "none", groupStyle: String = "automatic") {
        _shown = State(initialValue: Shown(rawValue: shown) ?? .none)
        _groupStyle = State(initialValue: groupStyle)
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    quickActions
                }
                Section("Packing list") {
                    ForEach(items) { item in
                        if packed.contains(item.id) {
                            Label(item.id, systemImage: item.symbol).badge("Packed")
                        } else {
                            Label(item.id, systemImage: item.symbol)
                        }
                    }
                }
            }
            .navigationTitle("Lisbon")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Name") {}
                        Button("Date added") {}
                        Divider()
                        Menu("More") { Button("Category") {} }
                    } label: {
                        Label("Sort", systemImage: "line.3.horizontal")
                    }
                }
            }
        }
        .sheet(isPresented: isShown(.sheetMedium, .sheetLarge)) {
            AddItemSheet()
                .presentationDetents(shown == .sheetMedium ? [.medium, .large] : [.large])
        }
        .fullScreenCover(isPresented: isShown(.fullScreenCover)) {
            BoardingPass()
        }
        .popover(isPresented: isShown(.popover)) {
            AddItemSheet()
        }
        .alert("Delete “Lisbon”?", isPresented: isShown(.alert)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("The trip and its packing list will be removed from all your devices.")
        }
        .confirmationDialog("Share trip", isPresented: isShown(.confirmationDialog), titleVisibility: .visible) {
            Button("Copy link") {}
            Button("Invite travellers") {}
            Button("Stop sharing", role: .destructive) {}
        } message: {
            Text("People with the link can see the packing list.")
        }
    }

    /// The quick actions, in the style the parameter picks.
    @ViewBuilder
    private var quickActions: some View {
        let group = ControlGroup("Quick actions") {
            Button("Add", systemImage: "plus") {}
            Button("Share", systemImage: "square.and.arrow.up") {}
            Button("Like", systemImage: "heart") {}
        }
        switch groupStyle {
        case "navigation": group.controlGroupStyle(.navigation)
        case "menu": group.controlGroupStyle(.menu)
        default: group
        }
    }

    private func isShown(_ cases: Shown...) -> Binding<Bool> {
        .constant(cases.contains(shown))
    }
}

/// The sheet that adds an item: a small form with its own navigation bar.
private struct AddItemSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                LabeledContent("Item", value: "Sunscreen")
                LabeledContent("Category", value: "Toiletries")
                Toggle("Pack first", isOn: .constant(true))
            }
            .navigationTitle("New item")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Add") { dismiss() } }
            }
        }
        .presentationDragIndicator(.visible)
    }
}

/// The boarding pass, over everything.
private struct BoardingPass: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "airplane").font(.largeTitle).foregroundStyle(.tint)
            Text("LIS → OPO").font(.title.bold())
            Text("Boarding 10:40 · Gate 14").foregroundStyle(.secondary)
            Button("Done") {}.buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
