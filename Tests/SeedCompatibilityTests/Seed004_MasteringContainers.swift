// Seed 004, "Mastering container views in SwiftUI. Basics.": the code as written.
import ContainerUI
import Testing

struct Card<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            content
        }
        .padding()
        .background(Material.regular, in: .rect(cornerRadius: 8))
        .shadow(radius: 4)
    }
}

struct CardContentView: View {
    var body: some View {
        Card {
            Text("Hello, World!")
            Text("My name is Majid Jabrayilov")
        }
    }
}

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

struct CarouselContentView: View {
    var body: some View {
        Carousel {
            Color.yellow
            Color.orange
            Color.red
            Color.blue
            Color.green
        }
    }
}

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

struct MagazineContentView: View {
    var body: some View {
        Magazine {
            Color.yellow
            Color.orange
            Color.red
            Color.blue
            Color.green
        }
    }
}

@Suite("Seed 004: Card, Carousel, Magazine")
struct Seed004Tests {
    @Test("Card: a padded VStack on a rounded material with a shadow")
    func card() {
        #expect(resolve(CardContentView()).dump() == """
        Root
          VStack(alignment: center, spacing: default) .padding(16) .background(regularMaterial in RoundedRectangle(8)) .shadow(rgb(0, 0, 0) opacity 0.33, radius 4, 0, 0)
            Text("Hello, World!")
            Text("My name is Majid Jabrayilov")
        """)
    }

    @Test("Carousel: one full-width card per subview in a snapping row")
    func carousel() {
        #expect(resolve(CarouselContentView()).dump() == """
        Root
          ScrollView(horizontal) .scrollTargetBehavior(viewAligned) .contentMargins(16)
            LazyHStack(alignment: center, spacing: default) .scrollTargetLayout
              Color(yellow) .containerRelativeFrame(horizontal)
              Color(orange) .containerRelativeFrame(horizontal)
              Color(red) .containerRelativeFrame(horizontal)
              Color(blue) .containerRelativeFrame(horizontal)
              Color(green) .containerRelativeFrame(horizontal)
        """)
    }

    @Test("Magazine: hero a third of the height, the rest in a snapping row")
    func magazine() {
        #expect(resolve(MagazineContentView()).dump() == """
        Root
          ScrollView(vertical)
            Color(yellow) .padding(0,16,0,16) .containerRelativeFrame(vertical, closure)
            ScrollView(horizontal) .scrollTargetBehavior(viewAligned) .contentMargins(16)
              LazyHStack(alignment: center, spacing: default) .scrollTargetLayout
                Color(orange) .containerRelativeFrame([horizontal, vertical])
                Color(red) .containerRelativeFrame([horizontal, vertical])
                Color(blue) .containerRelativeFrame([horizontal, vertical])
                Color(green) .containerRelativeFrame([horizontal, vertical])
        """)
    }

    @Test("Magazine with one subview has no row; with none, nothing")
    func magazineEdgeCases() {
        #expect(resolve(Magazine { Color.red }).root.children[0].children.count == 1)
        #expect(resolve(Magazine { EmptyView() }).root.children[0].children.isEmpty)
    }
}
