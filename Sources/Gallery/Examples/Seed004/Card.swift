import ContainerUI

/// Seed 004: the simplest container — content in a padded `VStack` on a rounded material.
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

struct CardExample: View {
    var showsName = true

    var body: some View {
        Card {
            Text("Hello, World!")
            if showsName {
                Text("My name is Majid Jabrayilov")
            }
        }
    }
}
