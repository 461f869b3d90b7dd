import ContainerUI

extension HorizontalAlignment {
    /// Where a profile's values start: each row marks its value, so that the labels end and the
    /// values begin on one line whatever the labels' widths.
    private enum ProfileValues: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    /// The line the profile's values start on.
    static let profileValues = HorizontalAlignment(ProfileValues.self)

    /// Where a timeline's day begins: each bar sets it back from its leading edge by its start.
    private enum DayStart: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    /// The line a timeline's day begins on.
    static let dayStart = HorizontalAlignment(DayStart.self)
}

/// Alignment guides: a profile whose labels and values line up on a custom alignment across
/// rows, a day's timeline whose bars start at their times, and a badge centred on a card's
/// corner.
struct AlignmentGuidesExample: View {
    var rows = "profileValues"
    var colorScheme: ColorScheme = .light

    init(rows: String = "profileValues", colorScheme: String = "light") {
        self.rows = rows
        self.colorScheme = colorScheme == "dark" ? .dark : .light
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 28) {
                ProfileCard(alignment: rows == "leading" ? .leading : .profileValues)
                DayTimeline()
                BadgedInbox()
            }
            .padding(20)
            // A scroll view is as wide as its content: this makes it, and its background, the
            // window's width.
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(colorScheme == .dark ? Color.black : Color(red: 0.95, green: 0.95, blue: 0.97))
        .environment(\.colorScheme, colorScheme)
    }
}

/// Labels and values in rows; each value marks the custom alignment at its leading edge.
private struct ProfileCard: View {
    var alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Profile").font(.headline)
            VStack(alignment: alignment, spacing: 10) {
                row("Name", "Ana Lima")
                row("Email", "ana@example.com")
                row("Phone", "+44 20 7946 0018")
                row("Member since", "2019")
                HStack(spacing: 8) {
                    Text("Nickname").foregroundStyle(.secondary)
                    TextField("Nickname", text: .constant("Nana"))
                        .textFieldStyle(.roundedBorder)
                        .frame(width: 150)
                        .alignmentGuide(.profileValues) { d in d[.leading] }
                }
            }
        }
        .modifier(GuideCard())
    }

    private func row(_ label: String, _ value: String) -> some View {
        HStack(spacing: 8) {
            Text(label).foregroundStyle(.secondary)
            Text(value).alignmentGuide(.profileValues) { d in d[.leading] }
        }
    }
}

/// A meeting of the day: its start and length in minutes after nine.
private struct Meeting: Identifiable {
    var id: String { title }
    var title: String
    var start: CGFloat
    var minutes: CGFloat
    var color: Color

    static let day = [
        Meeting(title: "Stand-up", start: 0, minutes: 60, color: .blue),
        Meeting(title: "Design review", start: 75, minutes: 90, color: .purple),
        Meeting(title: "Lunch", start: 180, minutes: 60, color: .orange),
        Meeting(title: "Pairing", start: 120, minutes: 120, color: .green),
    ]
}

/// A chart-like timeline: each bar sets the day's start back from its leading edge by its start,
/// so that in a stack aligned on the day's start it begins at its time.
private struct DayTimeline: View {
    /// Points per minute.
    private let scale: CGFloat = 1.2

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Tuesday").font(.headline)
            HStack(spacing: 0) {
                ForEach(["9:00", "10:00", "11:00", "12:00"], id: \.self) { hour in
                    Text(hour).font(.caption).foregroundStyle(.secondary)
                        .frame(width: 60 * scale, alignment: .leading)
                }
            }
            VStack(alignment: .dayStart, spacing: 6) {
                ForEach(Meeting.day) { meeting in
                    Text(meeting.title)
                        .font(.caption)
                        .lineLimit(1)
                        .padding(.horizontal, 8)
                        .frame(width: meeting.minutes * scale, height: 24, alignment: .leading)
                        .background(meeting.color.opacity(0.25), in: Capsule())
                        .alignmentGuide(.dayStart) { d in d[.leading] - meeting.start * scale }
                }
            }
        }
        .modifier(GuideCard())
    }
}

/// A badge whose centre sits on the card's top-trailing corner: its guides are its centre.
private struct BadgedInbox: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            Label("Inbox", systemImage: "envelope")
                .modifier(GuideCard())
            Text("12")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(.horizontal, 7)
                .padding(.vertical, 3)
                .background(Color(red: 0.8, green: 0.1, blue: 0.1), in: Capsule())
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
        }
    }
}

/// A card: padded, on white in light mode and on iOS's secondary grouped background in dark mode.
private struct GuideCard: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content
            .padding(16)
            .background(colorScheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color.white, in: RoundedRectangle(cornerRadius: 12))
    }
}
