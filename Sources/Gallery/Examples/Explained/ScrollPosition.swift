import ContainerUI

/// A month of daily notes in a scroll view bound to a scroll position: the first frame starts
/// with the day the binding holds at the anchor (the first and last days cannot reach every
/// anchor, so it stops at the ends), or, when it holds none, where `defaultScrollAnchor` says
/// (the top unless set). A `ScrollViewReader` around it scrolls only when asked, which a first
/// frame never is.
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
    private let anchor: UnitPoint?
    private let defaultAnchor: UnitPoint?

    init(start: String = "12", anchor: String = "none", defaultAnchor: String = "none") {
        _position = State(initialValue: Int(start))
        self.anchor = anchor == "center" ? .center : anchor == "bottom" ? .bottom : anchor == "top" ? .top : nil
        self.defaultAnchor = defaultAnchor == "bottom" ? .bottom : defaultAnchor == "center" ? .center : nil
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
            .scrollPosition(id: $position, anchor: anchor)
            .defaultScrollAnchor(defaultAnchor)
            .onChange(of: position) { proxy.scrollTo(position, anchor: .top) }
        }
    }
}
