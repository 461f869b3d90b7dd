import ContainerUI

/// Seed 000: used like a VStack, but padded, filled and rounded for you.
struct SurfaceStack<Content: View>: View {
    @ViewBuilder let content: () -> Content
    var edgeInsets: EdgeInsets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    var cornerRadius: CGFloat = 14
    var backgroundColor: Color = Color.gray

    var body: some View {
        VStack {
            content()
        }
        .padding(edgeInsets)
        .background(backgroundColor)
        .cornerRadius(cornerRadius)
    }
}

struct SurfaceStackExample: View {
    var padding: CGFloat = 16
    var cornerRadius: CGFloat = 14
    var background = "gray"

    var body: some View {
        SurfaceStack(
            content: {
                Image(systemName: "pencil")
                    .font(.system(size: 32))
                Text("Hello, world!")
            },
            edgeInsets: EdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding),
            cornerRadius: cornerRadius,
            backgroundColor: background == "gray" ? .gray : background == "blue" ? .blue : .orange
        )
    }
}
