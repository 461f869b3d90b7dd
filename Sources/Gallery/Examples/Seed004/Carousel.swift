import ContainerUI

/// Seed 004: each subview of the content becomes a page as wide as the scroll view, and the
/// row snaps to pages.
struct Carousel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(subviews: content) { subview in
                    subview
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(16)
    }
}

struct CarouselExample: View {
    var extraPages = 0

    var body: some View {
        Carousel {
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
