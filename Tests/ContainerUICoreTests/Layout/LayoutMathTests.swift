import ContainerUICore
import Testing

@Suite("Layout arithmetic (SEMANTICS T24, T25, B6.11, §7)")
struct LayoutMathTests {
    @Test("T24b: a fixed column and two flexible ones in 400 points")
    func lazyGridColumns() {
        let tracks = GridItem.tracks(for: [
            GridItem(.fixed(100), spacing: 10), GridItem(.flexible(), spacing: 10), GridItem(.flexible()),
        ], in: 400)
        #expect(tracks == [GridTrack(offset: 0, length: 100), GridTrack(offset: 110, length: 140), GridTrack(offset: 260, length: 140)])
    }

    @Test("B6.11: flexible bounds clamp, the rest goes to later items; default spacing is 8")
    func flexibleBounds() {
        let tracks = GridItem.tracks(for: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())], in: 300)
        #expect(tracks == [GridTrack(offset: 0, length: 50), GridTrack(offset: 58, length: 242)])
        #expect(GridItem.tracks(for: [GridItem()], in: 120) == [GridTrack(offset: 0, length: 120)])
    }

    @Test("B6.11: an adaptive item packs as many minimum-size tracks as fit")
    func adaptive() {
        let tracks = GridItem.tracks(for: [GridItem(.adaptive(minimum: 80), spacing: 10)], in: 390)
        #expect(tracks.count == 4)
        #expect(tracks.map(\.length) == [90, 90, 90, 90])
        #expect(tracks.map(\.offset) == [0, 100, 200, 300])
    }

    private func stack(_ distribution: StackViewDistribution, spacing: CGFloat) -> StackViewConfiguration {
        StackViewConfiguration(axis: .horizontal, distribution: distribution, alignment: .fill, spacing: spacing,
                               isLayoutMarginsRelativeArrangement: false, directionalLayoutMargins: EdgeInsets())
    }

    @Test("T25a: fillEqually in 320 with spacing 10")
    func fillEqually() {
        let segments = stack(.fillEqually, spacing: 10).distribute([50, 50, 50], along: 320)
        #expect(segments == [AxisSegment(offset: 0, length: 100), AxisSegment(offset: 110, length: 100), AxisSegment(offset: 220, length: 100)])
    }

    @Test("T25b: equalSpacing in 300 with spacing 10")
    func equalSpacing() {
        let segments = stack(.equalSpacing, spacing: 10).distribute([50, 50, 50], along: 300)
        #expect(segments == [AxisSegment(offset: 0, length: 50), AxisSegment(offset: 125, length: 50), AxisSegment(offset: 250, length: 50)])
    }

    @Test("T25c: layout margins in left-to-right and right-to-left")
    func margins() {
        let configuration = StackViewConfiguration(
            axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0, isLayoutMarginsRelativeArrangement: true,
            directionalLayoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 24)
        )
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        let ltr = configuration.arrangementRect(in: bounds, layoutDirection: .leftToRight)
        let rtl = configuration.arrangementRect(in: bounds, layoutDirection: .rightToLeft)
        #expect((ltr.minX, ltr.maxX, ltr.minY, ltr.maxY) == (16, 276, 8, 92))
        #expect((rtl.minX, rtl.maxX) == (24, 284))
    }

    @Test("§9.7, B7.2, B7.4: fill gives the extra to the last view; fillProportionally by intrinsic length")
    func fillAndProportional() {
        #expect(stack(.fill, spacing: 10).distribute([50, 50, 50], along: 300)
            == [AxisSegment(offset: 0, length: 50), AxisSegment(offset: 60, length: 50), AxisSegment(offset: 120, length: 180)])
        #expect(stack(.fill, spacing: 0).distribute([100, 100, 100], along: 250).map { $0?.length } == [100, 100, 50])
        #expect(stack(.fillProportionally, spacing: 0).distribute([100, 50, 50], along: 400).map { $0?.length } == [200, 100, 100])
    }

    @Test("B7.6: equalCentering spaces centres equally from the first start to the last end")
    func equalCentering() {
        let segments = stack(.equalCentering, spacing: 10).distribute([40, 80, 40], along: 300)
        #expect(segments.map { $0.map { $0.offset + $0.length / 2 } } == [20, 150, 280])
        let tight = stack(.equalCentering, spacing: 10).distribute([100, 100], along: 150)
        #expect(tight.map { $0?.offset } == [0, 110])
    }

    @Test("B7.10: hidden arranged views take no space and no spacing")
    func hiddenViews() {
        let segments = stack(.fillEqually, spacing: 10).distribute([50, 50, 50], hidden: [false, true, false], along: 210)
        #expect(segments == [AxisSegment(offset: 0, length: 100), nil, AxisSegment(offset: 110, length: 100)])
    }
}
