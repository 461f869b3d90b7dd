import ContainerUI

/// A month of daily notes in a scroll view bound to a scroll position: the first frame starts
/// at the day the binding holds (the last days cannot reach the top, so it stops at the end),
/// or at the top when it holds none. A `ScrollViewReader` around it scrolls only when asked,
/// which a first frame never is.
struct ScrollPositionExample: View {
    struct Day: Identifiable {
        var number: Int
        var id: Int { number }
        var note: String {
            ["Rain in the morning", "Heron at the weir", "Clear and cold", "Swifts over the church", "Wind from the west"][number % 5]
        }
    }

    @State private var position: Int?
    private let days = (1...30).map(Day.init)

    init(start: String = "12") {
        _position = State(initialValue: Int(start))
    }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(days) { day in
                        VStack(spacing: 0) {
                            HStack {
                                Text("\(day.number)").font(.title2).monospacedDigit().frame(width: 44, alignment: .leading)
                                Text(day.note)
                            }
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.vertical, 12)
                            Divider()
                        }
                    }
                }
                .scrollTargetLayout()
                .padding(.horizontal)
            }
            .scrollPosition(id: $position)
            .onChange(of: position) { proxy.scrollTo(position, anchor: .top) }
        }
    }
}
