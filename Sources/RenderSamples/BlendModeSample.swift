import ContainerUI
import Foundation

/// Every blend mode: a blue circle blended over a yellow one, named below. The Porter-Duff
/// modes (`sourceAtop`, `destinationOver`, `destinationOut`) have no CSS form and draw as normal.
struct BlendModeSample: View {
    private static let modes: [(name: String, mode: BlendMode)] = [
        ("normal", .normal), ("multiply", .multiply), ("screen", .screen), ("overlay", .overlay),
        ("darken", .darken), ("lighten", .lighten), ("colorDodge", .colorDodge), ("colorBurn", .colorBurn),
        ("softLight", .softLight), ("hardLight", .hardLight), ("difference", .difference), ("exclusion", .exclusion),
        ("hue", .hue), ("saturation", .saturation), ("color", .color), ("luminosity", .luminosity),
        ("sourceAtop", .sourceAtop), ("destinationOver", .destinationOver), ("destinationOut", .destinationOut),
        ("plusDarker", .plusDarker), ("plusLighter", .plusLighter),
    ]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 96))], spacing: 12) {
            ForEach(Self.modes.indices, id: \.self) { index in
                VStack(spacing: 4) {
                    ZStack {
                        Circle().fill(.yellow).frame(width: 40, height: 40).offset(x: -9)
                        Circle().fill(.blue).frame(width: 40, height: 40).offset(x: 9).blendMode(Self.modes[index].mode)
                    }
                    Text(Self.modes[index].name).font(.caption2)
                }
            }
        }
        .padding()
    }
}
