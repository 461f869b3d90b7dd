import ContainerUI
import Foundation

/// The drawing effects of SwiftUI's iOS 17 and 18 SDKs: template and pixelated images, 3D
/// rotations, a projection, luminance to alpha, a colour multiply, a visual effect, hover effects, a typesetting
/// language (a run of a joined text), mirroring for right-to-left, the background style, container
/// shapes (a capsule; concentric corners of a background and a clip 8 points inside a rounded
/// card), list item tints, badge prominence and a selected list row.
struct EffectsSample: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Image("photo-of-a-cat").resizable().renderingMode(.template).foregroundStyle(.blue).frame(width: 40, height: 40)
                Image("photo-of-a-cat").resizable().interpolation(.none).frame(width: 40, height: 40)
                Image(systemName: "star.fill").antialiased(false)
                Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)
            }
            HStack(spacing: 24) {
                Color.red.frame(width: 80, height: 50).rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
                Color.orange.frame(width: 80, height: 50).projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 8, ty: 0)))
                LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing).frame(width: 80, height: 50).luminanceToAlpha()
                LinearGradient(colors: [.white, .gray], startPoint: .leading, endPoint: .trailing).frame(width: 50, height: 50).colorMultiply(.orange)
            }
            HStack(spacing: 12) {
                Text("Lift").padding(8).hoverEffect(.lift)
                Text("Highlight").padding(8).hoverEffect(.highlight)
                Text("漢字 ") + Text("直").typesettingLanguage(Locale.Language(identifier: "ja")) + Text("直").typesettingLanguage(Locale.Language(identifier: "zh-Hans"))
                Text("kg").textScale(.secondary)
            }
            Text("Scrolled in").visualEffect { content, proxy in content.opacity(proxy.size.width > 0 ? 0.6 : 1).offset(x: 4) }
            Text("Background style").padding(8).background().backgroundStyle(.mint)
            ContainerRelativeShape().fill(.indigo).frame(width: 120, height: 24).containerShape(Capsule())
            VStack(spacing: 8) {
                Text("Concentric corners").padding(12).frame(maxWidth: .infinity)
                    .background(.yellow, in: ContainerRelativeShape())
                Color.teal.frame(height: 40).clipShape(ContainerRelativeShape())
            }
            .padding(8)
            .frame(width: 220)
            .background(.indigo, in: RoundedRectangle(cornerRadius: 24))
            .containerShape(RoundedRectangle(cornerRadius: 24))
            List(selection: .constant("Inbox" as String?)) {
                Label("Inbox", systemImage: "envelope.fill").badge(3).badgeProminence(.increased).tag("Inbox")
                Label("Favourites", systemImage: "star").badge(12).badgeProminence(.decreased).tag("Favourites")
            }
            .listItemTint(.red)
            .frame(height: 140)
        }
        .padding()
    }
}
