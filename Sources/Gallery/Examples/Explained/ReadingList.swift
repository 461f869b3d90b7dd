import ContainerUI

/// A reading list kept in models, both ways SwiftUI has them. The library is an `@Observable`
/// class put in the environment: the list reads it with `@Environment(ReadingLibrary.self)`, each
/// shelf is a section, and each book's row binds its toggle to the book through `@Bindable`. The
/// yearly goal is an `ObservableObject` the screen owns with `@StateObject`; the header reads it
/// with `@EnvironmentObject`.
struct ReadingListExample: View {
    var showRead = true
    var colorScheme = "light"

    @State private var library: ReadingLibrary
    @StateObject private var goal = ReadingGoal(target: 12)

    init(shelves: Int = 3, showRead: Bool = true, colorScheme: String = "light") {
        self.showRead = showRead
        self.colorScheme = colorScheme
        _library = State(initialValue: ReadingLibrary(shelves: shelves))
    }

    var body: some View {
        NavigationStack {
            ShelfList(showRead: showRead)
                .navigationTitle("Reading list")
        }
        .environment(library)
        .environmentObject(goal)
        .environment(\.colorScheme, colorScheme == "dark" ? .dark : .light)
    }
}

/// Every shelf of books.
@Observable
final class ReadingLibrary {
    var shelves: [BookShelf]

    /// The first `count` of the library's shelves.
    init(shelves count: Int) {
        shelves = Array(BookShelf.all.prefix(max(1, count)))
    }

    var readCount: Int { shelves.reduce(0) { $0 + $1.books.count { $0.isRead } } }
}

/// A shelf's name and books.
struct BookShelf: Identifiable {
    let name: String
    var books: [Book]
    var id: String { name }

    static var all: [BookShelf] {
        [
            BookShelf(name: "Fiction", books: [
                Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", isRead: true),
                Book(title: "Piranesi", author: "Susanna Clarke", isRead: false),
                Book(title: "Middlemarch", author: "George Eliot", isRead: false),
            ]),
            BookShelf(name: "Craft", books: [
                Book(title: "The Design of Everyday Things", author: "Don Norman", isRead: true),
                Book(title: "Thinking with Type", author: "Ellen Lupton", isRead: true),
            ]),
            BookShelf(name: "Science", books: [
                Book(title: "The Gene", author: "Siddhartha Mukherjee", isRead: false),
                Book(title: "Entangled Life", author: "Merlin Sheldrake", isRead: true),
            ]),
        ]
    }
}

/// One book, observed by its row.
@Observable
final class Book: Identifiable {
    let title: String
    let author: String
    var isRead: Bool
    var id: String { title }

    init(title: String, author: String, isRead: Bool) {
        self.title = title
        self.author = author
        self.isRead = isRead
    }
}

/// How many books the year should see read.
final class ReadingGoal: ObservableObject {
    @Published var target: Int

    init(target: Int) {
        self.target = target
    }
}

/// The shelves as sections of a list, under the goal's progress.
private struct ShelfList: View {
    var showRead: Bool
    @Environment(ReadingLibrary.self) private var library

    var body: some View {
        List {
            Section { GoalHeader(read: library.readCount) }
            ForEach(library.shelves) { shelf in
                Section {
                    ForEach(shelf.books.filter { showRead || !$0.isRead }) { book in
                        BookRow(book: book)
                    }
                } header: {
                    Text(shelf.name)
                } footer: {
                    Text("\(shelf.books.count { $0.isRead }) of \(shelf.books.count) read")
                }
            }
        }
    }
}

/// The year's progress towards the goal.
private struct GoalHeader: View {
    var read: Int
    @EnvironmentObject private var goal: ReadingGoal

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(read) of \(goal.target) books this year").font(.headline)
            ProgressView(value: Double(read), total: Double(goal.target))
        }
    }
}

/// A book whose toggle writes the book itself.
private struct BookRow: View {
    @Bindable var book: Book

    var body: some View {
        Toggle(isOn: $book.isRead) {
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title)
                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}
