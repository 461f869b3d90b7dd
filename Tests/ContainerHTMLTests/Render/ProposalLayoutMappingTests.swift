import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Custom layouts that follow their proposal are written for every window width: the lengths on
/// the page, evaluated for a window, are where the layout engine puts the views in that window.
@Suite struct ProposalLayoutMappingTests {
    /// Rows of subviews at their ideal sizes, wrapping when the next does not fit.
    private struct Flow: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let frames = frames(subviews, width: proposal.width ?? .infinity)
            return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (subview, frame) in zip(subviews, frames(subviews, width: bounds.width)) {
                subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
            }
        }

        private func frames(_ subviews: Subviews, width: CGFloat) -> [CGRect] {
            var frames: [CGRect] = []
            var point = CGPoint.zero
            var rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if point.x > 0, point.x + size.width > width {
                    point = CGPoint(x: 0, y: point.y + rowHeight + spacing)
                    rowHeight = 0
                }
                frames.append(CGRect(origin: point, size: size))
                point.x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
            }
            return frames
        }
    }

    /// Columns sharing the proposed width equally, each proposed its column's width.
    private struct Columns: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: proposal.width ?? 300, height: 40)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let width = bounds.width / CGFloat(max(subviews.count, 1))
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
                              proposal: ProposedViewSize(width: width, height: bounds.height))
            }
        }
    }

    /// Each subview a step right of and below the one before, whatever the proposal.
    private struct Steps: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 40 * CGFloat(subviews.count), height: 30 * CGFloat(subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + 40 * CGFloat(index), y: bounds.minY + 30 * CGFloat(index)), proposal: .unspecified)
            }
        }
    }

    private static let words = ["Swift", "Layout", "Accessibility", "Server", "HTML", "Typography", "Grids", "Color", "Shapes", "Focus"]

    private static let windows: [CGFloat] = [240, 320, 390, 431, 500, 768, 1024, 1280, 1920, 2560]

    @Test func aFlowLayoutWrapsAsTheEngineDoesAtEveryWidth() throws {
        let view = VStack(alignment: .leading, spacing: 12) {
            Text("Topics").font(.headline)
            Flow { ForEach(Self.words, id: \.self) { Text($0).padding(.horizontal, 10).padding(.vertical, 4) } }
        }
        .padding(20)
        try expectDrawnAsLaidOut(view, subviews: Self.words.count)
    }

    @Test func subviewsProposedTheirIdealWidthGrowWithTheirContent() throws {
        // A flow layout proposes each tag its ideal size: the browser may measure the text a
        // fraction wider than the server, so the tag is drawn at least that wide, not exactly.
        let view = Flow { ForEach(Self.words, id: \.self) { Text($0).padding(.horizontal, 10) } }.padding(20)
        let tags = RenderedElement.all(in: renderHTML(view)).filter { $0.classes.contains("cui-abs") }
        #expect(tags.count == Self.words.count)
        #expect(tags.allSatisfy { $0.classes.contains("cui-aw") && !$0.classes.contains("cui-fw") && $0.style["--cui-w"] != nil })
    }

    @Test func subviewsProposedLessThanTheirIdealWidthSomewhereKeepTheirProposal() throws {
        // Four columns in a narrow window are narrower than these lines: the text wraps in its
        // column there, so the column's width is exact.
        let view = HStack { Columns { ForEach(0..<4) { day in Text("Day \(day) of the festival").frame(maxWidth: .infinity) } } }
        let columns = RenderedElement.all(in: renderHTML(view)).filter { $0.classes.contains("cui-abs") }
        #expect(columns.count == 4)
        #expect(columns.allSatisfy { $0.classes.contains("cui-fw") && !$0.classes.contains("cui-aw") })
    }

    @Test func columnsFollowTheWindowInOneLine() throws {
        let view = HStack(spacing: 16) {
            Text("Week")
            Columns { ForEach(0..<4) { day in Text("Day \(day)") } }
        }
        .padding(12)
        let styles = try expectDrawnAsLaidOut(view, subviews: 4)
        // One piece: each number is a line of the window's width, with no turn or jump.
        #expect(styles.values.allSatisfy { !($0["--cui-x"] ?? "").contains("clamp") })
    }

    @Test func aLayoutOfferedTheSameAtEveryWidthIsDrawnForThatOffer() throws {
        let view = VStack { Flow { ForEach(Self.words, id: \.self) { Text($0) } } }.frame(width: 300).padding(20)
        let styles = try expectDrawnAsLaidOut(view, subviews: Self.words.count)
        #expect(styles.values.allSatisfy { $0.values.allSatisfy { !$0.contains("vw") } })
        // Not its answer to an unspecified proposal: one row as wide as all the words.
        let widths = styles.values.compactMap { $0["--cui-y"] }
        #expect(Set(widths).count > 1)
    }

    @Test func aLayoutThatIgnoresItsProposalIsDrawnWithLengths() throws {
        let view = VStack { Steps { Text("a"); Text("b"); Text("c") } }.padding()
        let styles = try expectDrawnAsLaidOut(view, subviews: 3)
        #expect(styles.values.allSatisfy { $0.values.allSatisfy { !$0.contains("calc") } })
    }

    /// Checks, for every window of ``windows``, that the size of the view's custom layout (which
    /// has no modifiers of its own) and its subviews' places written on the page are the
    /// engine's; returns the styles of the layout and its subviews by
    /// node id.
    @discardableResult
    private func expectDrawnAsLaidOut(_ view: some View, subviews: Int) throws -> [String: [String: String]] {
        let tree = resolve(view)
        let elements = RenderedElement.all(in: renderHTML(tree))
        let container = try #require(elements.first { $0.classes.contains("cui-layout") })
        let children = elements.filter { $0.classes.contains("cui-abs") }
        #expect(children.count == subviews)
        for window in Self.windows {
            let frames = layout(tree, in: CGSize(width: window, height: 844)).framesByID
            let box = try #require(frames[container.id]).frame
            for (name, length) in [("--cui-w", box.width), ("--cui-h", box.height)] {
                let drawn = try CSSLength.evaluate(try #require(container.style[name]), window: Double(window))
                #expect(abs(drawn - Double(length)) < 0.05, "\(name) of the layout at \(window)")
            }
            for child in children {
                let frame = try #require(frames[child.id]).frame
                for (name, length) in [("--cui-x", frame.minX - box.minX), ("--cui-y", frame.minY - box.minY)] {
                    let drawn = try CSSLength.evaluate(try #require(child.style[name]), window: Double(window))
                    #expect(abs(drawn - Double(length)) < 0.05, "\(name) of \(child.id) at \(window)")
                }
                if let width = child.style["--cui-w"] {
                    #expect(abs(try CSSLength.evaluate(width, window: Double(window)) - Double(frame.width)) < 0.05, "width of \(child.id) at \(window)")
                }
                if let limit = child.style["--cui-amw"] {
                    #expect(try CSSLength.evaluate(limit, window: Double(window)) >= Double(frame.width) - 0.05, "width of \(child.id) at \(window)")
                }
            }
        }
        return Dictionary(uniqueKeysWithValues: ([container] + children).map { ($0.id, $0.style) })
    }
}
