import ContainerUI

/// Layouts that adapt to the space they get: a toolbar that trades its labels for icons when the
/// window narrows (`ViewThatFits`), badges pinned to a corner of their mailbox (`position`), and a
/// scoreboard whose rule and bar take the width of its columns (`gridCellUnsizedAxes`) and whose
/// star sits where its anchor says (`gridCellAnchor`). With a `flexible` best column, its cells
/// are sized across, so that column takes the width the others leave.
struct AdaptiveLayoutsExample: View {
    var actions = 4
    var unread = 3
    var anchor = "topTrailing"
    var bestColumn = "unsized"

    /// The axes the scoreboard's rule and best-column cells leave to the other cells.
    private var unsizedAcross: Axis.Set { bestColumn == "flexible" ? [] : .horizontal }

    struct Action: Identifiable {
        var title: String
        var symbol: String
        var id: String { title }
    }

    private let allActions = [
        Action(title: "Share", symbol: "square.and.arrow.up"),
        Action(title: "Flag", symbol: "flag"),
        Action(title: "Move", symbol: "folder"),
        Action(title: "Send", symbol: "paperplane"),
        Action(title: "Delete", symbol: "trash"),
    ]

    private var shownActions: [Action] { Array(allActions.prefix(actions)) }

    private var starAnchor: UnitPoint {
        switch anchor {
        case "center": .center
        case "bottomLeading": .bottomLeading
        case "custom": UnitPoint(x: 0.25, y: 0.75)
        default: .topTrailing
        }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                toolbar
                mailboxes
                scoreboard
            }
            .padding()
        }
    }

    private var toolbar: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 20) {
                ForEach(shownActions) { action in
                    Label(action.title, systemImage: action.symbol)
                }
            }
            HStack(spacing: 28) {
                ForEach(shownActions) { action in
                    Image(systemName: action.symbol)
                        .accessibilityLabel(action.title)
                }
            }
        }
        .foregroundStyle(.tint)
        .padding(12)
        .frame(maxWidth: .infinity)
        .background(Color.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }

    private var mailboxes: some View {
        HStack(spacing: 28) {
            mailbox("Inbox", symbol: "envelope", count: unread)
            mailbox("Alerts", symbol: "bell", count: unread > 0 ? 1 : 0)
            mailbox("Starred", symbol: "star", count: 0)
        }
    }

    private func mailbox(_ title: String, symbol: String, count: Int) -> some View {
        VStack(spacing: 6) {
            Image(systemName: symbol)
                .font(.title2)
                .frame(width: 48, height: 48)
                .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                .overlay {
                    if count > 0 {
                        Text("\(count)")
                            .font(.caption2.bold())
                            .foregroundStyle(.white)
                            .padding(.horizontal, 5)
                            .frame(minWidth: 20, minHeight: 20)
                            .background(Color.red, in: Capsule())
                            .position(x: 46, y: 2)
                    }
                }
            Text(title).font(.caption)
        }
    }

    private var scoreboard: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Player").bold()
                Text("Best").bold()
                Text("Points").bold()
            }
            Divider().gridCellUnsizedAxes(unsizedAcross)
            GridRow {
                Text("Ada")
                Color.clear.gridCellUnsizedAxes(unsizedAcross.union(.vertical))
                Text("340")
            }
            GridRow {
                Text("Margaret\nHamilton")
                Image(systemName: "star.fill")
                    .foregroundStyle(.orange)
                    .gridCellAnchor(starAnchor)
                Text("2,048")
            }
            GridRow {
                Text("Goal")
                Color.blue
                    .frame(height: 8)
                    .gridCellUnsizedAxes(unsizedAcross)
                    .gridCellColumns(2)
            }
        }
    }
}
