import ContainerUI

/// A travel app's home: a row of destination cards, each three quarters of the width so that the
/// next one peeks in, and a feed of trips below. The cards use `scrollTransition`: a card grows
/// to full size, colour and focus as it scrolls in, and shrinks, tilts or blurs as it leaves;
/// the trips grow and rise in when most of a row is visible. The trips are a stack in the scroll
/// view, the same stack clipped to a rounded card (a clip between a transition and its scroll
/// view must not stop it), or the rows of a `List`, which scrolls too. Nothing fades: text on a
/// faded card would fall below the contrast it needs. The page runs the transitions as it
/// scrolls; the first frame, which the layout engine computes too, draws each card and row in the
/// phase its position gives it.
struct ScrollTransitionsExample: View {
    struct Destination: Identifiable {
        var name: String
        var country: String
        var symbol: String
        var color: Color
        var id: String { name }
    }

    struct Trip: Identifiable {
        var place: String
        var dates: String
        var id: String { place + dates }
    }

    private let destinations = [
        Destination(name: "Lisbon", country: "Portugal", symbol: "sun.max", color: Color(red: 0.7, green: 0.3, blue: 0)),
        Destination(name: "Kyoto", country: "Japan", symbol: "tree", color: Color(red: 0.6, green: 0.1, blue: 0.35)),
        Destination(name: "Reykjavík", country: "Iceland", symbol: "cloud", color: Color(red: 0, green: 0.4, blue: 0.5)),
        Destination(name: "Marrakesh", country: "Morocco", symbol: "flame", color: Color(red: 0.7, green: 0.1, blue: 0.1)),
        Destination(name: "Quebec", country: "Canada", symbol: "map", color: Color(red: 0.2, green: 0.2, blue: 0.6)),
    ]

    private let trips = [
        Trip(place: "Lisbon", dates: "Mar 3 – Mar 9"),
        Trip(place: "Porto", dates: "Mar 9 – Mar 12"),
        Trip(place: "Kyoto", dates: "Apr 2 – Apr 14"),
        Trip(place: "Osaka", dates: "Apr 14 – Apr 16"),
        Trip(place: "Reykjavík", dates: "Jun 20 – Jun 27"),
        Trip(place: "Marrakesh", dates: "Oct 1 – Oct 8"),
        Trip(place: "Quebec", dates: "Dec 18 – Dec 30"),
    ]

    private let effect: String
    private let configuration: ScrollTransitionConfiguration
    private let feed: String

    init(effect: String = "scale", configuration: String = "interactive", threshold: String = "visible", feed: String = "stack") {
        self.effect = effect
        self.feed = feed
        let base: ScrollTransitionConfiguration = switch configuration {
        case "linear": .interactive(timingCurve: .linear)
        case "animated": .animated
        case "identity": .identity
        default: .interactive
        }
        self.configuration = switch threshold {
        case "half": base.threshold(.visible(0.5))
        case "centered": base.threshold(.centered)
        case "hidden": base.threshold(.hidden)
        default: base.threshold(.visible)
        }
    }

    var body: some View {
        if feed == "list" {
            List {
                Section("Destinations") { destinationRow }
                Section("Upcoming trips") {
                    ForEach(trips) { trip in tripRow(trip).scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in tripEffect(content, phase) } }
                }
            }
        } else {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Destinations").font(.title2).fontWeight(.bold).padding(.horizontal)
                    destinationRow
                    Text("Upcoming trips").font(.title2).fontWeight(.bold).padding(.horizontal).padding(.top, 8)
                    if feed == "clipped" {
                        VStack(spacing: 12) { tripFeed }
                            .clipShape(RoundedRectangle(cornerRadius: 14))
                            .padding(.horizontal)
                    } else {
                        tripFeed
                    }
                }
                .padding(.vertical)
            }
        }
    }

    /// The trips, each growing and rising in once most of its row is visible.
    private var tripFeed: some View {
        ForEach(trips) { trip in
            row(trip)
                .padding(.horizontal, feed == "clipped" ? 0 : 16)
                .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in tripEffect(content, phase) }
        }
    }

    private func tripEffect(_ content: EmptyVisualEffect, _ phase: ScrollTransitionPhase) -> some VisualEffect {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.94)
            .offset(y: phase.isIdentity ? 0 : 16)
    }

    /// The destination cards in a row that scrolls sideways and stops at a card.
    private var destinationRow: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(destinations) { place in
                    card(place)
                        .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 12)
                        .scrollTransition(configuration, axis: .horizontal) { content, phase in
                            cardEffect(content, phase)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, feed == "list" ? 0 : 16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }

    /// The card's effect in each phase: none at rest; away from rest greyer, and smaller, tilted
    /// away from the middle, or blurred. One chain of effects whatever the choice, as
    /// `some VisualEffect` needs one type.
    private func cardEffect(_ content: EmptyVisualEffect, _ phase: ScrollTransitionPhase) -> some VisualEffect {
        let away = !phase.isIdentity
        return content
            .rotationEffect(.degrees(effect == "tilt" ? phase.value * 6 : 0), anchor: .bottom)
            .scaleEffect(away && effect != "tilt" ? (effect == "blur" ? 0.95 : 0.8) : 1)
            .offset(y: away && effect == "tilt" ? 16 : 0)
            .blur(radius: away && effect == "blur" ? 6 : 0)
            .saturation(away ? 0.3 : 1)
    }

    private func card(_ place: Destination) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: place.symbol).font(.largeTitle).foregroundStyle(.white)
            Spacer(minLength: 24)
            Text(place.name).font(.title2).fontWeight(.semibold).foregroundStyle(.white)
            Text(place.country).font(.subheadline).foregroundStyle(.white)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .padding()
        .frame(height: 200)
        .background(place.color, in: RoundedRectangle(cornerRadius: 20))
    }

    private func row(_ trip: Trip) -> some View {
        HStack {
            Image(systemName: "airplane").foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.place).font(.headline)
                Text(trip.dates).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .padding()
        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 14))
    }

    /// A trip as a list row, which the list's card already frames.
    private func tripRow(_ trip: Trip) -> some View {
        HStack {
            Image(systemName: "airplane").foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.place).font(.headline)
                Text(trip.dates).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}
