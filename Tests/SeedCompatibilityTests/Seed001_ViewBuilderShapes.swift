// Seed 001, CS193p lecture notes: ViewBuilder, Shape, ViewModifier. Fixes marked FIX; the
// notes' `...` placeholders are filled with the lecture's code.
import ContainerUI
import Testing

struct MemoryCard {
    var text: String
    var isFaceUp: Bool
    var isMatched: Bool
}

struct CardFaces {
    var card: MemoryCard

    // It would return a TupleView<(RoundedRectangle, RoundedRectangle, Text)>
    @ViewBuilder
    func front(of card: MemoryCard) -> some View {
        RoundedRectangle(cornerRadius: 10) // FIX: RoundedRectange
        RoundedRectangle(cornerRadius: 10) // FIX: RoundedRectange
        Text(card.text)
    }

    @ViewBuilder
    func body(for size: CGSize) -> some View {
        if card.isFaceUp || !card.isMatched {
            ZStack { front(of: card) } // FIX: the notes' `...`
        }
    }
}

// Draw a pie like Pac-Man.
struct Pie: Shape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool = false
    // That is the rect in which we're supposed to fit our Shape.
    // add lines, arcs, besizer curves, etc.
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let start = CGPoint(
            x: center.x + radius * cos(CGFloat(startAngle.radians)),
            y: center.y + radius * sin(CGFloat(startAngle.radians))
        )
        var p = Path()
        p.move(to: center)
        p.addLine(to: start)
        p.addArc(
            center: center,
            radius: radius,
            startAngle: startAngle,
            endAngle: endAngle,
            clockwise: clockwise
        )
        p.addLine(to: center)
        return p
    }
}

struct PieView: View {
    var body: some View {
        Pie(
            startAngle: Angle.degrees(0-90), // FIX: ANgle
            endAngle: Angle.degrees(110-90),
            clockwise: true
        )
    }
}

struct Cardify: ViewModifier {
    var isFaceUp: Bool
    func body(content: Content) -> some View {
        ZStack {
            if isFaceUp {
                RoundedRectangle(cornerRadius: 10).fill(.white) // FIX: the notes' `...`
                RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3)
                Pie(startAngle: Angle.degrees(0-90), endAngle: Angle.degrees(110-90), clockwise: true)
                    .padding(5).opacity(0.4)
                content
            } else {
                RoundedRectangle(cornerRadius: 10).fill()
            }
        }
    }
}

@Suite("Seed 001: ViewBuilder, Shape, ViewModifier")
struct Seed001Tests {
    @Test("front(of:) builds three views; body(for:) branches on the card")
    func viewBuilderFunction() {
        let faces = CardFaces(card: MemoryCard(text: "👻", isFaceUp: true, isMatched: false))
        #expect(resolve(faces.front(of: faces.card)).topLevel == ["RoundedRectangle(10) fill=primary", "RoundedRectangle(10) fill=primary", #"Text("👻")"#])
        #expect(resolve(faces.body(for: CGSize(width: 100, height: 100))).root.children[0].children.count == 3)
        let matched = CardFaces(card: MemoryCard(text: "👻", isFaceUp: false, isMatched: true))
        #expect(resolve(matched.body(for: .zero)).root.children.isEmpty)
    }

    @Test("The Pie is Pac-Man: a 250° sweep, mouth open over the 110° wedge to the right of 12 o'clock")
    func pie() {
        let tree = resolve(PieView())
        guard case .shape(let shape) = tree.root.children[0].kind else { Issue.record("not a shape"); return }
        let path = shape.shape.path(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 100)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 100, y: 0)))
        // Three quarter-turn-or-less arcs cover 250° counterclockwise on screen: via 9 and 6 o'clock.
        let curveEnds = path.elements.compactMap { element -> CGPoint? in
            if case .curve(let to, _, _) = element { return to }
            return nil
        }
        #expect(curveEnds.count == 3)
        #expect(curveEnds.allSatisfy { $0.x < 100 || $0.y > 100 })
        let end = curveEnds.last!
        #expect(abs(end.x - (100 + 100 * cos(20 * .pi / 180))) < 1e-9)
        #expect(abs(end.y - (100 + 100 * sin(20 * .pi / 180))) < 1e-9)
        #expect(path.elements.last == .line(to: CGPoint(x: 100, y: 100)))
    }

    @Test("Cardify wraps its content face up and hides it face down")
    func cardify() {
        let up = resolve(Text("🍎").modifier(Cardify(isFaceUp: true)))
        #expect(up.dump() == """
        Root
          ZStack(alignment: center)
            RoundedRectangle(10) fill=white
            RoundedRectangle(10) stroke=primary width=3
            Pie fill=primary .padding(5) .opacity(0.4)
            Text("🍎")
        """)
        let down = resolve(Text("🍎").modifier(Cardify(isFaceUp: false)))
        #expect(down.dump() == """
        Root
          ZStack(alignment: center)
            RoundedRectangle(10) fill=primary
        """)
    }
}
