import ContainerUI

/// Seed 004: the first subview is the hero, a third of the height; the rest scroll sideways in
/// a snapping row below it.
struct Magazine<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView {
            Group(subviews: content) { subviews in
                if !subviews.isEmpty {
                    subviews[0]
                        .padding(.horizontal)
                        .containerRelativeFrame(.vertical) { length, _ in
                            return length / 3
                        }
                }

                if subviews.count > 1 {
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(subviews[1...], id: \.id) { subview in
                                subview
                                    .containerRelativeFrame([.horizontal, .vertical])
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .contentMargins(16)
                }
            }
        }
    }
}

struct MagazineExample: View {
    var extraPages = 0

    var body: some View {
        Magazine {
            Color.yellow
            Color.orange
            Color.red
            Color.blue
            Color.green
            ForEach(0..<extraPages, id: \.self) { index in
                [Color.purple, .pink, .teal, .indigo][index % 4]
            }
        }
    }
}
