// Seed 000, "Generic View Containers": the code as written, two fixes marked FIX.
import ContainerUI
import Testing

enum Seed000First {
    struct ContainerView<Content: View>: View {
        @ViewBuilder let content: () -> Content

        var body: some View {
           content()
        }
    }
}

enum Seed000Second {
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
}

struct SurfaceStack<Content: View>: View {
    // Can be used like a VStack or HStack, but automatically added inside paddings, background, cornerRadius
    @ViewBuilder let content: () -> Content // FIX: @ViewBuilder, without which the two-view usage below cannot compile in SwiftUI either
    var edgeInsets: EdgeInsets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    var cornerRadius: CGFloat = 14
    var backgroundColor: Color = Color.gray

    public var body: some View {
     VStack {
        content()
    }
    .padding(edgeInsets)
    .background(backgroundColor)
    .cornerRadius(cornerRadius)
  }
}

@Suite("Seed 000: generic view containers")
struct Seed000Tests {
    @Test("ContainerView passes its content through")
    func passThrough() {
        let tree = resolve(Seed000First.ContainerView { Text("a"); Text("b") })
        #expect(tree.dump() == """
        Root
          Text("a")
          Text("b")
        """)
    }

    @Test("ContainerView(cornerRadius: 16) wraps its content in a rounded VStack")
    func cornerRadius() {
        let tree = resolve(Seed000Second.ContainerView(cornerRadius: 16) { Text("code") })
        #expect(tree.dump() == """
        Root
          VStack(alignment: center, spacing: default) .cornerRadius(16)
            Text("code")
        """)
    }

    @Test("SurfaceStack with the pencil and the greeting")
    func surfaceStack() {
        let tree = resolve(SurfaceStack {
                Image(systemName: "pencil")
                    .font(.system(size: 32))
                Text("Hello, world!")
        })
        #expect(tree.dump() == """
        Root
          VStack(alignment: center, spacing: default) .padding(16) .background(gray) .cornerRadius(14)
            Image(systemName: "pencil") font=system(32)
            Text("Hello, world!")
        """)
    }
}
