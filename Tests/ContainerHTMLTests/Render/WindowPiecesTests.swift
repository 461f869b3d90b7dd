@testable import ContainerHTML
import Testing

/// Fitting numbers that change with the window's width as pieces of lines.
@Suite struct WindowPiecesTests {
    private func fit(_ range: ClosedRange<Int> = 240...2560, limit: Int = 64, _ sample: @escaping (Int) -> [Double]) -> WindowPieces? {
        WindowPieces(over: range, pieceLimit: limit, sampleLimit: 4000, sample: sample)
    }

    @Test func stepsBecomePiecesStartingWhereTheyChange() throws {
        let pieces = try #require(fit { window in [window < 500 ? 10 : window < 901 ? 40 : 25] })
        #expect(pieces.pieces.map(\.start) == [240, 500, 901])
        #expect(pieces.pieces.map { $0.values(at: $0.start)[0] } == [10, 40, 25])
        #expect(pieces.pieces.allSatisfy { $0.slopes == [0] })
    }

    @Test func aLineWithATurnIsTwoPieces() throws {
        // A layout as wide as its offer (the window less 40) up to 600 px.
        let pieces = try #require(fit { window in [min(Double(window) - 40, 600), 24] })
        #expect(pieces.pieces.count == 2)
        #expect(pieces.pieces[1].start == 641)
        #expect(pieces.pieces[0].slopes == [1, 0])
        #expect(pieces.pieces[0].values(at: 300) == [260, 24])
        #expect(pieces.pieces[1].values(at: 2000) == [600, 24])
    }

    @Test func numbersWithoutAValueStayWithout() throws {
        let pieces = try #require(fit { window in [Double(window) / 2, .nan] })
        #expect(pieces.pieces.count == 1)
        #expect(pieces.hasValue(0))
        #expect(!pieces.hasValue(1))
        // A number with a value at some widths and none at others cannot be fitted.
        #expect(fit { window in [window < 800 ? .nan : 1] } == nil)
    }

    @Test func tooManyPiecesIsNoFit() {
        let staircase: (Int) -> [Double] = { window in [Double(window / 100)] }
        #expect(fit(limit: 8, staircase) == nil)
        #expect(fit(limit: 64, staircase)?.pieces.count == 24)
    }

    @Test func cssIsTheFittedFunctionOfTheWindow() throws {
        let function: (Int) -> Double = { window in
            let offered = Double(window) - 40
            return offered < 500 ? 12 : offered < 900 ? offered / 2 - 30 : 180
        }
        let pieces = try #require(fit { [function($0)] })
        var writer = HTMLOutput()
        pieces.writeCalc(0, into: &writer)
        let css = String(decoding: writer.style.array, as: UTF8.self)
        for window in [240, 320, 539, 540, 541, 700, 939, 940, 941, 1280, 2560, 3000] {
            let drawn = try CSSLength.evaluate(css, window: Double(window))
            #expect(abs(drawn - function(window)) < 0.02, "\(window): \(css)")
        }
    }

    @Test func aNumberTheSameAtEveryWidthIsWrittenAsALength() throws {
        let pieces = try #require(fit { window in [window < 700 ? 5 : 6, 42] })
        var writer = HTMLOutput()
        pieces.writeCalc(1, into: &writer)
        #expect(String(decoding: writer.style.array, as: UTF8.self) == "42px")
    }
}
