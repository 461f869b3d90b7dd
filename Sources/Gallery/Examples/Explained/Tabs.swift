import ContainerUI

/// An errands app in a tab view: lists, a board of cards, an inbox with a badge, a shared
/// section and the search tab; as iOS's tab bar, or as pages with dots.
struct TabsExample: View {
    enum Screen: String, Hashable {
        case lists, board, inbox, family, search
    }

    var style = "automatic"
    var pageIndex = "automatic"
    @State private var screen: Screen

    init(style: String = "automatic", selection: String = "board", pageIndex: String = "automatic") {
        self.style = style
        self.pageIndex = pageIndex
        _screen = State(initialValue: Screen(rawValue: selection) ?? .board)
    }

    var body: some View {
        if style == "page" {
            tabs
                .tabViewStyle(.page(indexDisplayMode: indexDisplayMode))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
        } else {
            tabs
        }
    }

    private var tabs: some View {
        TabView(selection: $screen) {
            Tab("Lists", systemImage: "list.bullet", value: .lists) { ErrandLists() }
            Tab("Board", systemImage: "square.grid.2x2", value: .board) { ErrandBoard() }
            Tab("Inbox", systemImage: "envelope", value: .inbox) { Inbox() }
                .badge(3)
            TabSection("Shared") {
                Tab("Family", systemImage: "person.2", value: .family) { Family() }
            }
            Tab(value: .search, role: .search) { SearchErrands() }
        }
    }

    private var indexDisplayMode: PageTabViewStyle.IndexDisplayMode {
        switch pageIndex {
        case "always": .always
        case "never": .never
        default: .automatic
        }
    }
}

/// The errands of today and of the week.
private struct ErrandLists: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    Label("Groceries", systemImage: "cart").badge(6)
                    Label("Gifts", systemImage: "gift").badge(2)
                    Label("Library books", systemImage: "book")
                }
                Section("This week") {
                    Label("Bakery order", systemImage: "bag")
                    Label("Dentist", systemImage: "calendar")
                }
            }
            .navigationTitle("Lists")
        }
    }
}

/// A card of the board.
private struct Errand: Identifiable {
    var symbol: String
    var title: String
    var detail: String
    var id: String { title }
}

/// A board of cards, two to a row.
private struct ErrandBoard: View {
    private let errands = [
        Errand(symbol: "cart", title: "Market", detail: "Eggs, bread, basil"),
        Errand(symbol: "gift", title: "Birthday", detail: "Wrap the book"),
        Errand(symbol: "creditcard", title: "Bank", detail: "New card PIN"),
        Errand(symbol: "car", title: "Garage", detail: "Tyres on Friday"),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                    ForEach(errands) { errand in
                        VStack(alignment: .leading, spacing: 4) {
                            Image(systemName: errand.symbol).font(.title2).foregroundStyle(.tint)
                            Text(errand.title).font(.headline)
                            Text(errand.detail).font(.footnote).foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Board")
        }
    }
}

/// A message of the inbox.
private struct Message: Identifiable {
    var sender: String
    var subject: String
    var id: String { subject }
}

/// Three unread messages.
private struct Inbox: View {
    private let messages = [
        Message(sender: "Ana", subject: "Can you pick up the cake?"),
        Message(sender: "Bakery", subject: "Your order is ready"),
        Message(sender: "Library", subject: "Two books are due"),
    ]

    var body: some View {
        NavigationStack {
            List(messages) { message in
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.sender).font(.headline)
                    Text(message.subject).foregroundStyle(.secondary)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
        }
    }
}

/// The people errands are shared with.
private struct Family: View {
    var body: some View {
        NavigationStack {
            List {
                Label("Ana", systemImage: "person")
                Label("Ben", systemImage: "person")
            }
            .navigationTitle("Family")
        }
    }
}

/// The search tab, before anything is typed.
private struct SearchErrands: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView("Search errands", systemImage: "magnifyingglass", description: Text("Find a list, a card or a message."))
                .navigationTitle("Search")
        }
    }
}
