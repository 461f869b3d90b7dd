import ContainerUICore
import Foundation
import Testing

/// The seed's wedge, with the animatable data SwiftUI code writes by hand.
fileprivate struct Wedge: Shape {
    var startAngle: Angle
    var endAngle: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.radians, endAngle.radians) }
        set { (startAngle, endAngle) = (.radians(newValue.first), .radians(newValue.second)) }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                    startAngle: startAngle, endAngle: endAngle, clockwise: false)
        return path
    }
}

@Animatable
fileprivate struct Bar: Shape {
    var fraction: CGFloat
    var corner: CGSize
    var tilt: Angle
    @AnimatableIgnored var label: String

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height), cornerSize: corner)
    }
}

@Animatable
fileprivate struct Gauge: View {
    var value: Double
    var body: some View { Text("\(Int(value * 100))%") }
}

@Animatable
fileprivate struct Plain: Shape {
    @AnimatableIgnored var name: String
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// `Animatable`, `VectorArithmetic` and `@Animatable` as SwiftUI has them: shapes and views that
/// declare their animatable data compile, their data reads and writes their properties, and a
/// render draws the values they hold.
@Suite struct AnimatableTests {
    @Test func vectorArithmeticScalesAndInterpolates() {
        #expect(2.0.scaled(by: 1.5) == 3)
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0.25) == 12.5)
        var pair = AnimatablePair(1.0, Float(2))
        pair.interpolate(towards: AnimatablePair(3.0, 6), amount: 0.5)
        #expect(pair == AnimatablePair(2.0, 4))
        #expect(AnimatablePair(3.0, CGFloat(4)).magnitudeSquared == 25)
        #expect(pair - pair == .zero)
        #expect(EmptyAnimatableData() + EmptyAnimatableData() == .zero)
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
    }

    @Test func geometryAnimatesItsComponents() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        rect.animatableData = rect.animatableData.scaled(by: 2)
        #expect(rect == CGRect(x: 2, y: 4, width: 6, height: 8))
        var angle = Angle.degrees(90)
        angle.animatableData *= 2
        #expect(abs(angle.degrees - 180) < 1e-9)
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData = insets.animatableData + insets.animatableData
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        var stroke = StrokeStyle(lineWidth: 2, dashPhase: 3)
        stroke.animatableData.scale(by: 2)
        #expect(stroke.lineWidth == 4 && stroke.miterLimit == 20 && stroke.dashPhase == 6)
        var point = UnitPoint.center
        point.animatableData = AnimatablePair(0.25, 0.75)
        #expect(point == UnitPoint(x: 0.25, y: 0.75))
        #expect(1.5.animatableData == 1.5)
    }

    @Test func shapesHaveSwiftUIsAnimatableData() {
        var rounded = RoundedRectangle(cornerRadius: 8)
        rounded.animatableData = AnimatablePair(4, 6)
        #expect(rounded.cornerSize == CGSize(width: 4, height: 6))
        var uneven = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4))
        #expect(uneven.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        uneven.animatableData = .zero
        #expect(uneven.cornerRadii == RectangleCornerRadii())
        // Shapes without animatable properties animate nothing.
        #expect(Circle().animatableData == EmptyAnimatableData())
        #expect(Capsule().animatableData == EmptyAnimatableData())
    }

    @Test func handWrittenDataReadsAndWritesTheShape() {
        var wedge = Wedge(startAngle: .zero, endAngle: .degrees(90))
        wedge.animatableData = wedge.animatableData.interpolated(towards: AnimatablePair(0, .pi), amount: 0.5)
        #expect(abs(wedge.endAngle.degrees - 135) < 1e-9)
    }

    @Test func theMacroAnimatesStoredPropertiesInOrder() {
        var bar = Bar(fraction: 0.5, corner: CGSize(width: 2, height: 2), tilt: .degrees(10), label: "Steps")
        #expect(bar.animatableData.first == 0.5)
        #expect(bar.animatableData.second.first == AnimatablePair(2, 2))
        #expect(abs(bar.animatableData.second.second - Angle.degrees(10).radians) < 1e-12)
        bar.animatableData = AnimatablePair(1, AnimatablePair(AnimatablePair(4, 6), Angle.degrees(20).radians))
        #expect(bar.fraction == 1 && bar.corner == CGSize(width: 4, height: 6))
        #expect(abs(bar.tilt.degrees - 20) < 1e-9)
        #expect(bar.label == "Steps")

        // One property is its data alone; a view can be animatable too.
        var gauge = Gauge(value: 0.25)
        #expect(gauge.animatableData == 0.25)
        gauge.animatableData = 0.75
        #expect(gauge.value == 0.75)
        // Nothing left to animate keeps the empty default.
        #expect(Plain(name: "frame").animatableData == EmptyAnimatableData())
    }

    @Test func aRenderDrawsTheValuesTheViewHolds() {
        let dump = resolve(Gauge(value: 0.4)).dump()
        #expect(dump.contains("Text(\"40%\")"))
        let bar = resolve(Bar(fraction: 0.5, corner: .zero, tilt: .zero, label: "").frame(width: 100, height: 10)).dump()
        #expect(bar.contains("Bar"))
    }
}
