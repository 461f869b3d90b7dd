import ContainerUI

/// An inbox at the reader's text size: every text style grows or shrinks with it, the avatars
/// with `@ScaledMetric`, each row stacks its avatar above the text at the accessibility sizes
/// (read from `\.dynamicTypeSize`), and the filter chips stop growing at `xLarge`.
struct DynamicTypeExample: View {
    var textSize = DynamicTypeSize.large

    var body: some View {
        List {
            Section {
                FilterChips()
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
            }
            Section("Today") {
                ForEach(InboxMessage.samples) { message in
                    InboxRow(message: message)
                }
            }
            Section {
                Label("Text follows Settings › Display & Brightness › Text Size", systemImage: "info.circle")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .dynamicTypeSize(textSize)
    }
}

/// One message of the inbox.
struct InboxMessage: Identifiable {
    let id: Int
    let sender: String
    let initials: String
    let time: String
    let subject: String
    let preview: String
    /// Dark enough for white initials at 4.5:1 in both schemes.
    let tint: Color

    static let samples = [
        InboxMessage(id: 1, sender: "Amara Okafor", initials: "AO", time: "9:41", subject: "Trail map for Saturday",
                     preview: "I marked the two loops we talked about; the northern one has the waterfall.", tint: Color(red: 0.05, green: 0.45, blue: 0.5)),
        InboxMessage(id: 2, sender: "Jonas Weber", initials: "JW", time: "8:15", subject: "Invoice 2026-114",
                     preview: "Attached is the invoice for November. Payment is due within 14 days.", tint: Color(red: 0.7, green: 0.33, blue: 0)),
        InboxMessage(id: 3, sender: "Mei Lin", initials: "ML", time: "Yesterday", subject: "Book club",
                     preview: "Next month we read the short stories; bring one favourite to discuss.", tint: Color(red: 0.45, green: 0.2, blue: 0.65)),
    ]
}

/// A message row: the avatar beside the text, or above it at the accessibility sizes, where a
/// row beside it would leave the text a few words a line.
struct InboxRow: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    @ScaledMetric(relativeTo: .headline) private var avatarSide: CGFloat = 40
    let message: InboxMessage

    var body: some View {
        if typeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 8) {
                avatar
                details
            }
        } else {
            HStack(alignment: .top, spacing: 12) {
                avatar
                details
            }
        }
    }

    private var avatar: some View {
        Text(message.initials)
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.white)
            .frame(width: avatarSide, height: avatarSide)
            .background(message.tint, in: Circle())
            .accessibilityHidden(true)
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(alignment: .firstTextBaseline) {
                Text(message.sender)
                    .font(.headline)
                Spacer()
                Text(message.time)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Text(message.subject)
                .font(.subheadline)
            Text(message.preview)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
        }
    }
}

/// Filter chips in a row, which the inbox caps at `xLarge` so that all three keep one line.
struct FilterChips: View {
    var body: some View {
        HStack(spacing: 8) {
            ForEach(["All", "Unread", "Flagged"], id: \.self) { name in
                Text(name)
                    .font(.subheadline.weight(.medium))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(name == "All" ? Color.accentColor.opacity(0.15) : Color.gray.opacity(0.12), in: Capsule())
            }
        }
    }
}
