import ContainerUI

/// A photo journal drawn with masks and prominent section headers: each trip's photo (a
/// gradient standing in for the picture) fades out under its caption through a gradient
/// `mask`, avatars are masked to circles, a horizontal strip of thumbnails is masked to rounded
/// cards and faded at its trailing edge, and the list's sections carry
/// `headerProminence(.increased)`, so their headers are large and bold as iOS draws them. In the
/// grouped style the travellers' section separators are tinted (`listSectionSeparatorTint`).
struct PhotoCardsExample: View {
    var prominence: Prominence = .increased
    var style = "insetGrouped"
    var fade = "bottom"

    init(prominence: String = "increased", style: String = "insetGrouped", fade: String = "bottom") {
        self.prominence = prominence == "standard" ? .standard : .increased
        self.style = style
        self.fade = fade
    }

    var body: some View {
        styled(
            List {
                Section("Recent trips") {
                    ForEach(Trip.all) { trip in
                        TripCard(trip: trip, fade: fade)
                    }
                }
                Section("Travellers") {
                    ForEach(Traveller.all) { traveller in
                        TravellerRow(traveller: traveller)
                    }
                }
                .listSectionSeparatorTint(.purple)
                Section {
                    ThumbnailStrip()
                        .listRowInsets(EdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0))
                } header: {
                    Text("Highlights")
                } footer: {
                    Text("The strip fades out at its trailing edge: a gradient mask over the scroll view.")
                }
            }
            .headerProminence(prominence)
        )
    }

    @ViewBuilder
    private func styled(_ list: some View) -> some View {
        switch style {
        case "grouped": list.listStyle(.grouped)
        case "plain": list.listStyle(.plain)
        default: list.listStyle(.insetGrouped)
        }
    }
}

/// A trip: a title, a place and the colours of its photo.
private struct Trip: Identifiable {
    var id: String { title }
    var title: String
    var place: String
    var colors: [Color]

    static let all = [
        Trip(title: "Ridge walk", place: "Lake District", colors: [.green, .teal]),
        Trip(title: "Harbour lights", place: "Lisbon", colors: [.orange, .pink]),
        Trip(title: "First snow", place: "Dolomites", colors: [.indigo, .cyan]),
    ]
}

/// A trip's photo fading out under its caption.
private struct TripCard: View {
    var trip: Trip
    var fade: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            photo
                .frame(height: 120)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text(trip.title).font(.headline)
            Text(trip.place).font(.subheadline).foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }

    @ViewBuilder
    private var photo: some View {
        let picture = LinearGradient(colors: trip.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
        switch fade {
        case "none": picture
        case "top":
            picture.mask {
                LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .center)
            }
        default:
            picture.mask {
                LinearGradient(colors: [.black, .black.opacity(0.2)], startPoint: .center, endPoint: .bottom)
            }
        }
    }
}

/// Someone on the trips.
private struct Traveller: Identifiable {
    var id: String { name }
    var name: String
    var trips: Int
    var color: Color

    static let all = [
        Traveller(name: "Ana", trips: 12, color: .purple),
        Traveller(name: "Ben", trips: 7, color: .blue),
    ]
}

/// A traveller's row: an avatar masked to a circle, the name and the trip count.
private struct TravellerRow: View {
    var traveller: Traveller

    var body: some View {
        HStack(spacing: 12) {
            traveller.color
                .frame(width: 40, height: 40)
                .overlay { Text(String(traveller.name.prefix(1))).font(.headline).foregroundStyle(.white) }
                .mask { Circle() }
            VStack(alignment: .leading) {
                Text(traveller.name)
                Text("\(traveller.trips) trips").font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}

/// Thumbnails in a horizontal scroll view, each masked to a rounded card, the strip fading out
/// at its trailing edge.
private struct ThumbnailStrip: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(Trip.all) { trip in
                    LinearGradient(colors: trip.colors, startPoint: .top, endPoint: .bottom)
                        .frame(width: 110, height: 80)
                        .mask { RoundedRectangle(cornerRadius: 10) }
                }
                Color.gray
                    .frame(width: 110, height: 80)
                    .mask { Capsule() }
            }
            .padding(.horizontal, 16)
        }
        .scrollIndicators(.hidden)
        .mask {
            LinearGradient(stops: [.init(color: .black, location: 0.75), .init(color: .clear, location: 1)],
                           startPoint: .leading, endPoint: .trailing)
        }
    }
}
