import ContainerUI
import Foundation

/// Shadow shape styles as SwiftUI code writes them: shapes filled with shadowed colours and with
/// the shadowed foreground, and text whose foreground style has drop shadows (drawn as
/// `text-shadow`) — its own, a gradient's, and one set on its container.
struct ShadowStyleSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 16) {
                Rectangle().fill(.blue.shadow(.drop(color: .black, radius: 2)))
                Rectangle().fill(.shadow(.inner(radius: 2))).foregroundStyle(.mint)
                Circle().fill(.orange.shadow(.drop(radius: 4, x: 2, y: 2)).shadow(.inner(radius: 3)))
                RoundedRectangle(cornerRadius: 10).fill(.purple.shadow(.inner(color: .black.opacity(0.6), radius: 4, y: 2)))
            }
            .frame(height: 50)
            Text("Drop shadow").font(.title).bold().foregroundStyle(.red.shadow(.drop(radius: 1)))
            Text("Offset and coloured").font(.title2).foregroundStyle(.yellow.shadow(.drop(color: .black, radius: 0, x: 1, y: 1)))
            Text("Two shadows").font(.title2).foregroundStyle(.white.shadow(.drop(color: .blue, radius: 3)).shadow(.drop(color: .black, radius: 1, y: 1)))
            Text("Gradient").font(.title2).bold()
                .foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing).shadow(.drop(color: .black, radius: 2, y: 2)))
            VStack(alignment: .leading) {
                Text("From the container")
                Text("on every line")
            }
            .foregroundStyle(.teal.shadow(.drop(radius: 2, y: 1)))
        }
        .padding()
    }
}
