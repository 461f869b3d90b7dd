import ContainerUI
import Foundation

/// Anchor preferences: a red outline and an underline drawn over the chosen item of a row of
/// tabs by a `GeometryReader` in `overlayPreferenceValue`, and a dot behind a square's center
/// from `backgroundPreferenceValue`; each lands where layout put the anchored view.
struct AnchorPreferenceSample: View {
    private static let tabs = ["Inbox", "Drafts", "Sent", "Archive"]

    var body: some View {
        VStack(alignment: .leading, spacing: 32) {
            HStack(spacing: 20) {
                ForEach(Self.tabs, id: \.self) { tab in
                    Text(tab)
                        .padding(.vertical, 6)
                        .anchorPreference(key: ChosenTabKey.self, value: .bounds) { tab == "Sent" ? $0 : nil }
                }
            }
            .padding(12)
            .overlayPreferenceValue(ChosenTabKey.self) { chosen in
                GeometryReader { proxy in
                    if let chosen {
                        let bounds = proxy[chosen]
                        Rectangle().stroke(.red)
                            .frame(width: bounds.width, height: bounds.height)
                            .offset(x: bounds.minX, y: bounds.minY)
                        Capsule().fill(.blue)
                            .frame(width: bounds.width, height: 3)
                            .offset(x: bounds.minX, y: bounds.maxY + 2)
                    }
                }
            }
            VStack(spacing: 8) {
                Text("Centered")
                RoundedRectangle(cornerRadius: 8).fill(.yellow.opacity(0.4))
                    .frame(width: 120, height: 80)
                    .anchorPreference(key: CenterKey.self, value: .center) { $0 }
            }
            .backgroundPreferenceValue(CenterKey.self) { center in
                GeometryReader { proxy in
                    if let center {
                        Circle().fill(.green).frame(width: 12, height: 12)
                            .position(proxy[center])
                    }
                }
            }
        }
        .padding()
    }
}

/// The bounds of the chosen tab: the first one set.
private struct ChosenTabKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// The center of the anchored square.
private struct CenterKey: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}
