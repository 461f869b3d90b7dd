import ContainerUI

/// A chat thread with `safeAreaInset`: a composer bar at the bottom edge and a strip of filters at
/// the top. Over a list or a scroll view, the thread keeps the whole frame and scrolls under both
/// bars, its first and last messages inset by their heights (plus the spacing); over plain
/// content, the messages are laid out in the room the bars leave.
struct SafeAreaInsetsExample: View {
    var content = "list"
    var spacing: CGFloat?
    var filterAlignment: HorizontalAlignment = .center
    var sideRail = "none"

    init(content: String = "list", spacing: String = "default", filterAlignment: String = "center", sideRail: String = "none") {
        self.content = content
        self.spacing = Double(spacing).map { CGFloat($0) }
        switch filterAlignment {
        case "leading": self.filterAlignment = .leading
        case "trailing": self.filterAlignment = .trailing
        default: self.filterAlignment = .center
        }
        self.sideRail = sideRail
    }

    var body: some View {
        thread
            .safeAreaInset(edge: .top, alignment: filterAlignment, spacing: spacing) { FilterStrip() }
            .safeAreaInset(edge: .bottom, spacing: spacing) { ComposerBar() }
    }

    @ViewBuilder
    private var thread: some View {
        switch (content, sideRail) {
        case ("scroll", _): ScrollThread()
        case ("plain", _): PlainThread()
        case (_, "leading"): ListThread().safeAreaInset(edge: .leading, spacing: 0) { ThreadRail() }
        case (_, "trailing"): ListThread().safeAreaInset(edge: .trailing, alignment: .top, spacing: 0) { ThreadRail() }
        default: ListThread()
        }
    }
}

/// A message of the thread.
private struct Message: Identifiable {
    var id: Int
    var sender: String
    var text: String

    static let thread = [
        Message(id: 1, sender: "Ana", text: "Are we still on for the ridge walk?"),
        Message(id: 2, sender: "Ben", text: "Yes, meet at the car park at eight."),
        Message(id: 3, sender: "Ana", text: "I'll bring the map and the flask."),
        Message(id: 4, sender: "Chloé", text: "Rain is forecast after two."),
        Message(id: 5, sender: "Ben", text: "Then we turn back at the tarn."),
        Message(id: 6, sender: "Ana", text: "Sounds good. Boots, not trainers!"),
        Message(id: 7, sender: "Chloé", text: "Who has the first-aid kit?"),
        Message(id: 8, sender: "Ben", text: "I do, and spare socks."),
        Message(id: 9, sender: "Ana", text: "See you tomorrow."),
    ]
}

/// One message: the sender in the headline style over the text.
private struct MessageRow: View {
    var message: Message

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(message.sender).font(.headline)
            Text(message.text).foregroundStyle(.secondary)
        }
    }
}

/// The thread as a list.
private struct ListThread: View {
    var body: some View {
        List(Message.thread) { MessageRow(message: $0) }
            .listStyle(.plain)
    }
}

/// The thread in a scroll view.
private struct ScrollThread: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ForEach(Message.thread) { MessageRow(message: $0) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal)
        }
    }
}

/// The last messages as plain content, laid out in what the bars leave.
private struct PlainThread: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(Message.thread.suffix(3)) { MessageRow(message: $0) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        .padding(.horizontal)
    }
}

/// The filters over the thread.
private struct FilterStrip: View {
    var body: some View {
        HStack(spacing: 8) {
            Text("All").bold()
            Text("Photos")
            Text("Links")
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .background(.bar, in: Capsule())
    }
}

/// The composer under the thread.
private struct ComposerBar: View {
    var body: some View {
        HStack(spacing: 12) {
            TextField("Message", text: .constant(""))
                .textFieldStyle(.roundedBorder)
            Button("Send", systemImage: "paperplane") {}
                .labelStyle(.iconOnly)
                .font(.title2)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }
}

/// A rail of thread actions at the side.
private struct ThreadRail: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "bookmark")
            Image(systemName: "bell")
            Image(systemName: "person.2")
        }
        .padding(12)
        .background(.bar)
    }
}
