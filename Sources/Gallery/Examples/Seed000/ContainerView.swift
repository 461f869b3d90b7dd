import ContainerUI

/// Seed 000: the smallest generic container — it takes `@ViewBuilder` content and rounds its
/// corners.
struct ContainerView<Content: View>: View {
    var cornerRadius: CGFloat = 8
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack {
            content()
        }
        .cornerRadius(cornerRadius)
    }
}

struct ContainerViewExample: View {
    var cornerRadius: CGFloat = 16

    var body: some View {
        ContainerView(cornerRadius: cornerRadius) {
            Color.orange
                .frame(height: 120)
            Text("Hello from inside a ContainerView")
                .padding()
        }
        .padding()
    }
}
