import ContainerLayout
import ContainerUI
import Foundation
import Testing

extension HorizontalAlignment {
    /// A custom guide at the leading edge unless a view sets it (SwiftUI's classic example).
    fileprivate enum Column: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    fileprivate static let column = HorizontalAlignment(Column.self)
}

extension VerticalAlignment {
    /// A custom guide a quarter of the way down, unless a view sets it.
    fileprivate enum Quarter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
    }

    fileprivate static let quarter = VerticalAlignment(Quarter.self)
}

/// A layout that places its one subview at its explicit leading guide (0 without one), reading
/// `dimensions(in:)` as custom layouts do.
private struct ExplicitLeadingReader: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + (dimensions[explicit: .leading] ?? 0), y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// Alignment guides, with frames worked out from SwiftUI's rules: a container aligning on a guide
/// puts every child's value of it on one line, and is as long as the union of its children so
/// placed; explicit values reach a stack's parent through the stack, offset by the child's place.
@Suite struct AlignmentGuideLayoutTests {
    @Test func anExplicitLeadingGuideIndentsAChild() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.leading] - 20 }
        }
        let result = frames(of: view, width: 300, height: 400)
        // Guides 0 and −20 on one line: the blue view 20 to the right; the union stays 100 wide,
        // centred in the window at x 100.
        #expect(result["0.0"] == CGRect(x: 100, y: 190, width: 100, height: 20))
        #expect(result["0.0.0"] == CGRect(x: 100, y: 190, width: 100, height: 10))
        #expect(result["0.0.1"] == CGRect(x: 120, y: 200, width: 50, height: 10))
    }

    @Test func aGuideOutsideTheWidestChildWidensTheStack() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.leading] + 30 }
        }
        let result = frames(of: view, width: 300, height: 400)
        // The blue view starts 30 left of the red one: the union is 130 wide, at x 85.
        #expect(result["0.0"] == CGRect(x: 85, y: 190, width: 130, height: 20))
        #expect(result["0.0.0"] == CGRect(x: 115, y: 190, width: 100, height: 10))
        #expect(result["0.0.1"] == CGRect(x: 85, y: 200, width: 50, height: 10))
    }

    @Test func rowsLineUpOnACustomGuideSetInsideThem() {
        let view = VStack(alignment: .column, spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 60, height: 10).alignmentGuide(.column) { d in d[.leading] }
            }
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 60, height: 10).alignmentGuide(.column) { d in d[.leading] }
            }
        }
        let result = frames(of: view, width: 300, height: 400)
        // The rows' guides are 40 and 100 (where their blue views start): the first row moves
        // 60 right, the union is 160 wide (x 70), and both blue views start at x 170.
        #expect(result["0.0"] == CGRect(x: 70, y: 190, width: 160, height: 20))
        #expect(result["0.0.0"] == CGRect(x: 130, y: 190, width: 100, height: 10))
        #expect(result["0.0.1"] == CGRect(x: 70, y: 200, width: 160, height: 10))
        #expect(result["0.0.0.1"]?.minX == 170)
        #expect(result["0.0.1.1"]?.minX == 170)
    }

    @Test func theCentreGuideWorksAsWellAsTheLeadingOne() {
        let view = VStack(alignment: .column, spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 60, height: 10).alignmentGuide(.column) { d in d[HorizontalAlignment.center] }
            }
            Color.green.frame(width: 20, height: 10).alignmentGuide(.column) { d in d[HorizontalAlignment.center] }
        }
        let result = frames(of: view, width: 300, height: 400)
        // Guides 70 (40 + 30) and 10: the green view's centre under the blue one's.
        #expect(result["0.0.0.1"].map { $0.midX } == result["0.0.1"].map { $0.midX })
    }

    @Test func aCustomGuidesDefaultAlignsChildrenWithoutExplicitValues() {
        let view = HStack(alignment: .quarter, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 80)
        }
        let result = frames(of: view, width: 300, height: 400)
        // Defaults 10 and 20 on one line: the red view 10 down; the union is 80 tall.
        #expect(result["0.0"] == CGRect(x: 140, y: 160, width: 20, height: 80))
        #expect(result["0.0.0"] == CGRect(x: 140, y: 170, width: 10, height: 40))
        #expect(result["0.0.1"] == CGRect(x: 150, y: 160, width: 10, height: 80))
    }

    @Test func aZStackAlignsOnBothGuides() {
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 20, height: 20)
                .alignmentGuide(.leading) { d in d[.trailing] }
                .alignmentGuide(.top) { _ in 10 }
        }
        let result = frames(of: view, width: 300, height: 400)
        // The blue view's trailing edge on the red one's leading edge, 10 above it: the union is
        // 120 × 110.
        #expect(result["0.0"] == CGRect(x: 90, y: 145, width: 120, height: 110))
        #expect(result["0.0.0"] == CGRect(x: 110, y: 155, width: 100, height: 100))
        #expect(result["0.0.1"] == CGRect(x: 90, y: 145, width: 20, height: 20))
    }

    @Test func aFrameAlignsItsContentsExplicitGuideOnItsOwnEdge() {
        let view = VStack {
            Color.red.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.leading] + 10 }
        }
        .frame(width: 200, height: 10, alignment: .leading)
        let result = frames(of: view, width: 300, height: 400)
        // The frame is at x 50; the stack's guide, passed out from its child (10 in), lies on
        // the frame's leading edge, so the child starts at x 40.
        #expect(result["0.0"] == CGRect(x: 50, y: 195, width: 200, height: 10))
        #expect(result["0.0.0"] == CGRect(x: 40, y: 195, width: 50, height: 10))
    }

    @Test func anOverlayAlignsOnACustomGuide() {
        let view = Color.red.frame(width: 100, height: 40)
            .overlay(alignment: Alignment(horizontal: .column, vertical: .top)) {
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.column) { d in d[.trailing] }
            }
        let result = frames(of: view, width: 300, height: 400)
        // The column guide of the red view is its default, its leading edge (x 100); the blue
        // view's trailing edge goes there.
        #expect(result["0.0.m1.0"] == CGRect(x: 80, y: 180, width: 20, height: 20))
    }

    @Test func aCustomLayoutReadsExplicitGuides() {
        let view = ExplicitLeadingReader {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 30 }
        }
        let result = frames(of: view, width: 300, height: 400)
        #expect(result["0.0.0"]?.minX == result["0.0"].map { $0.minX + 30 })
    }
}
