import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A gauge's bar takes the width its row leaves, 6 points tall; a ring is 60 points square.
@Suite struct GaugeLayoutTests {
    /// The frame of the gauge's track or ring: the one node of `Gauge` type.
    private func trackFrame(_ view: some View, width: CGFloat = 390) throws -> CGRect {
        let tree = resolve(view)
        let result = layout(tree, in: CGSize(width: width, height: 844))
        let id = try #require(gaugeID(in: tree.root))
        return try #require(result.framesByID[id]?.frame)
    }

    private func gaugeID(in node: ResolvedNode) -> String? {
        if case .gauge = node.kind { return node.id }
        return node.children.lazy.compactMap { gaugeID(in: $0) }.first
    }

    @Test func aBarTakesTheWidthOfferedBetweenItsBoundsLabels() throws {
        let bare = try trackFrame(Gauge(value: 0.3) { Text("Battery") }.frame(width: 300))
        #expect(bare.width == 300 && bare.height == 6)
        let bounded = try trackFrame(
            Gauge(value: 0.3) { Text("Battery") } currentValueLabel: { Text("30%") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                .frame(width: 300)
        )
        #expect(bounded.width < 300 - 12 && bounded.height == 6, "the bounds' labels and 6-point gaps take their share")
    }

    @Test func aRingIsSixtyPointsSquareWhateverItIsOffered() throws {
        for style in [AnyGaugeStyleChoice.circular, .circularCapacity] {
            let ring = try trackFrame(style.apply(Gauge(value: 0.3) { Text("Battery") } currentValueLabel: { Text("30") }).frame(width: 300))
            #expect(ring.width == 60 && ring.height == 60)
        }
    }
}

/// The two ring styles, so that one loop can try both.
private enum AnyGaugeStyleChoice {
    case circular, circularCapacity

    @ViewBuilder func apply(_ view: some View) -> some View {
        switch self {
        case .circular: view.gaugeStyle(.accessoryCircular)
        case .circularCapacity: view.gaugeStyle(.accessoryCircularCapacity)
        }
    }
}
