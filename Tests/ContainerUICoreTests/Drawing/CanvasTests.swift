import ContainerUI
import Foundation
import Testing

/// `Canvas` and `GraphicsContext`: the renderer runs for the canvas's size and what it draws is
/// recorded in drawing order, with the transform, opacity, blend mode and clips of each step.
@Suite struct CanvasTests {
    private let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    /// The drawing of the first canvas in `view`, resolved for the window.
    private func drawing(_ view: some View) -> ResolvedCanvas? {
        for node in resolve(view).root.nodes(where: { if case .canvas = $0.kind { true } else { false } }) {
            if case .canvas(let canvas) = node.kind { return canvas }
        }
        return nil
    }

    @Test func theRendererDrawsForTheWindowSizeFirst() {
        let canvas = drawing(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        })
        #expect(canvas?.size == CGSize(width: 390, height: 844))
        #expect(canvas?.operations == [.fill(Path(CGRect(x: 0, y: 0, width: 390, height: 844)), .style(.color(.red)), FillStyle(),
                                             CanvasState(transform: .identity, opacity: 1, blendMode: .normal, clips: []))])
        let dump = resolve(Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true) { _, _ in }).dump()
        #expect(dump.contains("Canvas(390×844)"), "the canvas, a reader")
        #expect(dump.contains("Canvas(390×844, 0 operations)"), "its drawing")
    }

    @Test func strokesKeepTheirStyleAndShadingsResolveWhereTheCanvasIs() {
        let canvas = drawing(Canvas { context, _ in
            context.stroke(square, with: .foreground, lineWidth: 3)
            context.stroke(square, with: .style(.tint), style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
            context.fill(square, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
            context.fill(square, with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 5, y: 5), startRadius: 1, endRadius: 5), style: FillStyle(eoFill: true))
        }.foregroundStyle(.green).tint(.orange))
        guard let operations = canvas?.operations, operations.count == 4 else { Issue.record("four operations"); return }
        guard case .stroke(_, let first, let width, _) = operations[0], case .stroke(_, let second, let dashed, _) = operations[1] else { Issue.record("strokes"); return }
        #expect(first == .style(.color(.green)) && width.lineWidth == 3)
        #expect(second == .style(.color(.orange)) && dashed.dash == [4, 2])
        guard case .fill(_, .linearGradient(_, let start, let end, .pad), _, _) = operations[2] else { Issue.record("linear"); return }
        #expect(start == .zero && end == CGPoint(x: 10, y: 0))
        guard case .fill(_, .radialGradient(_, let center, let from, let to, .pad), let rule, _) = operations[3] else { Issue.record("radial"); return }
        #expect(center == CGPoint(x: 5, y: 5) && from == 1 && to == 5 && rule.isEOFilled)
    }

    @Test func transformsOpacityBlendModeAndClipsAreRecordedPerStep() {
        let canvas = drawing(Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 10, y: 20)
            moved.scaleBy(x: 2, y: 2)
            moved.opacity = 0.5
            moved.blendMode = .multiply
            moved.fill(square, with: .color(.red))
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)))
            context.rotate(by: .degrees(90))
            context.fill(square, with: .color(.blue))
        })
        guard let operations = canvas?.operations, operations.count == 2,
              case .fill(_, _, _, let moved) = operations[0], case .fill(_, _, _, let clipped) = operations[1] else {
            Issue.record("two fills"); return
        }
        #expect(moved.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        #expect(moved.opacity == 0.5 && moved.blendMode == .multiply && moved.clips.isEmpty)
        #expect(clipped.clips == [0] && clipped.opacity == 1, "a copy's state is its own")
        #expect(abs(clipped.transform.b - 1) < 1e-9 && abs(clipped.transform.c + 1) < 1e-9)
        #expect(canvas?.clips.count == 1 && canvas?.clips.first?.transform == .identity)
        var concatenated = CGAffineTransform.identity
        _ = drawing(Canvas { context, _ in
            context.concatenate(CGAffineTransform(translationX: 3, y: 4))
            concatenated = context.transform
        })
        #expect(concatenated == CGAffineTransform(translationX: 3, y: 4))
    }

    @Test func aLayerHoldsItsOperationsAndIsCompositedWithTheContextsOpacity() {
        let canvas = drawing(Canvas { context, _ in
            context.opacity = 0.4
            context.translateBy(x: 5, y: 0)
            context.drawLayer { layer in
                layer.fill(square, with: .color(.red))
                layer.fill(square, with: .color(.blue))
            }
        })
        guard case .layer(let inner, let state) = canvas?.operations.first else { Issue.record("a layer"); return }
        #expect(inner.count == 2 && state.opacity == 0.4)
        guard case .fill(_, _, _, let innerState) = inner.first else { Issue.record("a fill"); return }
        #expect(innerState.opacity == 1 && innerState.transform == CGAffineTransform(translationX: 5, y: 0))
    }

    @Test func textsAreRecordedWithTheirPlacementAndShadingAndMeasuredWithTheLayoutsFonts() {
        _ = TextMeasurer.shared
        var measured = CGSize.zero, first: CGFloat = 0, last: CGFloat = 0
        let canvas = drawing(Canvas { context, _ in
            var label = context.resolve(Text("Peak").font(.caption))
            measured = label.measure(in: CGSize(width: 300, height: 300))
            first = label.firstBaseline(in: CGSize(width: 300, height: 300))
            last = context.resolve(Text("one two three")).lastBaseline(in: CGSize(width: 40, height: 300))
            context.draw(label, at: CGPoint(x: 10, y: 20), anchor: .topLeading)
            label.shading = .color(.red)
            context.draw(label, in: CGRect(x: 5, y: 5, width: 50, height: 20))
            context.draw(Text("Own").foregroundStyle(.blue), at: .zero)
        }.foregroundStyle(.green))
        let page = resolve(Text("Peak").font(.caption)).root.nodes(where: { if case .text = $0.kind { true } else { false } }).first
        guard case .text(let pageText)? = page?.kind else { Issue.record("a page text"); return }
        #expect(measured == TextMeasurer.shared.size(of: pageText, width: nil), "as the page's text measures")
        #expect(measured.width > 20 && first > 8 && first < measured.height)
        #expect(last > 2 * first, "three lines in 40 points")
        guard let operations = canvas?.operations, operations.count == 3,
              case .text(let text, let placement, let shading, _) = operations[0],
              case .text(_, let inRect, let red, _) = operations[1],
              case .text(_, .at(.zero, anchor: .center), let own, _) = operations[2] else { Issue.record("three texts"); return }
        #expect(text.string == "Peak" && text.style.font == .caption)
        #expect(placement == .at(CGPoint(x: 10, y: 20), anchor: .topLeading))
        #expect(shading == .style(.color(.green)), "the canvas's foreground style")
        #expect(inRect == .in(CGRect(x: 5, y: 5, width: 50, height: 20)) && red == .style(.color(.red)))
        #expect(own == .style(.color(.blue)), "the text's own foreground style")
    }

    @Test func imagesAreRecordedWithTheirPlacementAndSymbolsTakeTheirPageSize() {
        var symbolSize = CGSize.zero, namedSize = CGSize(width: 1, height: 1)
        let canvas = drawing(Canvas { context, _ in
            var star = context.resolve(Image(systemName: "star.fill"))
            symbolSize = star.size
            namedSize = context.resolve(Image("photo.png")).size
            star.shading = .color(.yellow)
            context.draw(star, at: CGPoint(x: 20, y: 20), anchor: .topLeading)
            context.draw(Image("photo.png"), in: CGRect(x: 30, y: 20, width: -30, height: 20))
        }.font(.title))
        #expect(abs(symbolSize.width - 28 * 1.2) < 1e-9 && symbolSize.width == symbolSize.height, "1.2 times the title font, as on the page")
        #expect(namedSize == .zero, "a named image's pixels are not read")
        guard let operations = canvas?.operations, operations.count == 2,
              case .image(let symbol, let at, let yellow, _) = operations[0],
              case .image(let photo, let inRect, nil, _) = operations[1] else { Issue.record("two images"); return }
        #expect(symbol.isSystemSymbol && symbol.name == "star.fill" && symbol.font == .title)
        #expect(at == .at(CGPoint(x: 20, y: 20), anchor: .topLeading) && yellow == .style(.color(.yellow)))
        #expect(!photo.isSystemSymbol && inRect == .in(CGRect(x: 0, y: 20, width: 30, height: 20)), "the rect standardized")
    }

    @Test func filtersApplyToLaterDrawingOfTheContextAndItsLaterCopies() {
        let canvas = drawing(Canvas { context, _ in
            context.fill(square, with: .color(.red))
            context.addFilter(.shadow(radius: 4, x: 1, y: 2))
            var copy = context
            copy.addFilter(.blur(radius: 3, options: .opaque))
            copy.addFilter(.colorMultiply(.blue), options: .linearColor)
            copy.fill(square, with: .color(.red))
            context.addFilter(.alphaThreshold(min: 0.5))
            context.drawLayer { layer in
                layer.addFilter(.luminanceToAlpha)
                layer.addFilter(.grayscale(1))
                layer.fill(square, with: .color(.red))
            }
            context.addFilter(.shadow(color: .red, radius: 2, options: [.shadowAbove, .invertsAlpha]))
            context.addFilter(.saturation(0.5))
            context.addFilter(.brightness(0.2))
            context.addFilter(.contrast(2))
            context.addFilter(.hueRotation(.degrees(90)))
            context.fill(square, with: .color(.red))
            context.addFilter(.colorInvert())
            context.addFilter(.colorMatrix(ColorMatrix()))
            context.fill(square, with: .color(.red))
        })
        let shadow = CanvasFilter.shadow(color: Color(.sRGB, white: 0, opacity: 0.33), radius: 4, x: 1, y: 2, options: [])
        guard let operations = canvas?.operations, operations.count == 5,
              case .fill(_, _, _, let plain) = operations[0], case .fill(_, _, _, let copied) = operations[1],
              case .layer(let inner, let layer) = operations[2], case .fill(_, _, _, let last) = operations[3],
              case .fill(_, _, _, let innerState)? = inner.first else { Issue.record("four operations"); return }
        #expect(plain.filters.isEmpty, "filters apply to later drawing only")
        #expect(copied.filters == [shadow, .visual(.blur(radius: 3, opaque: true)), .colorMultiply(.blue)])
        #expect(layer.filters == [shadow, .alphaThreshold(min: 0.5, max: 1, color: .black)], "the layer is filtered as one")
        #expect(innerState.filters == [.luminanceToAlpha, .visual(.grayscale(1))], "a layer starts with no filters")
        #expect(last.filters.count == 7 && last.filters[2] == .shadow(color: .red, radius: 2, x: 0, y: 0, options: [.shadowAbove, .invertsAlpha]))
        #expect(Array(last.filters.suffix(4)) == [.visual(.saturation(0.5)), .visual(.brightness(0.2)), .visual(.contrast(2)), .visual(.hueRotation(.degrees(90)))])
        guard case .fill(_, _, _, let inverted) = operations[4] else { Issue.record("a fifth fill"); return }
        #expect(Array(inverted.filters.suffix(2)) == [.colorInvert(1), .colorMatrix(ColorMatrix())])
        #expect(ColorMatrix().entries == [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0], "the identity")
    }

    @Test func anInverseClipIsRecordedAsSuch() {
        let canvas = drawing(Canvas { context, _ in
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), options: .inverse)
            context.clip(to: square, style: FillStyle(eoFill: true))
            context.fill(square, with: .color(.red))
        })
        #expect(canvas?.clips.map(\.isInverse) == [true, false])
        #expect(canvas?.clips.last?.fillStyle.isEOFilled == true)
        guard case .fill(_, _, _, let state)? = canvas?.operations.first else { Issue.record("a fill"); return }
        #expect(state.clips == [0, 1])
    }

    @Test func gradientOptionsRecordHowTheGradientContinues() {
        let gradient = Gradient(colors: [.red, .blue])
        let canvas = drawing(Canvas { context, _ in
            context.fill(square, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 2, y: 0), options: .repeat))
            context.fill(square, with: .radialGradient(gradient, center: .zero, startRadius: 0, endRadius: 3, options: [.repeat, .mirror]))
            context.fill(square, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 2, y: 0), options: .linearColor))
        })
        let shadings: [CanvasShading] = canvas?.operations.compactMap { if case .fill(_, let shading, _, _) = $0 { shading } else { nil } } ?? []
        #expect(shadings == [
            .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 2, y: 0), spread: .repeat),
            .radialGradient(gradient, center: .zero, startRadius: 0, endRadius: 3, spread: .mirror),
            .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 2, y: 0), spread: .pad),
        ])
        #expect(shadings.first?.description == "linearGradient(2 stops, 0,0 → 2,0, repeat)")
    }

    @Test func theContextsBlendModesAreSwiftUIsPorterDuffOnesIncluded() {
        let modes: [GraphicsContext.BlendMode] = [.clear, .copy, .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn,
                                                  .destinationOut, .destinationAtop, .xor, .plusDarker, .plusLighter]
        #expect(modes.map(\.description) == ["clear", "copy", "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn",
                                             "destinationOut", "destinationAtop", "xor", "plusDarker", "plusLighter"])
        #expect(Set(modes.map(\.rawValue)).count == modes.count && GraphicsContext.BlendMode.normal.rawValue == 0)
        let canvas = drawing(Canvas { context, _ in
            context.blendMode = .xor
            context.fill(square, with: .color(.red))
        })
        #expect(canvas?.operations.first?.state.blendMode == .xor)
    }

    @Test func symbolsAreTheTaggedViewsSizedByTheLayoutEngine() {
        _ = TextMeasurer.shared
        var size = CGSize.zero
        var missing: GraphicsContext.ResolvedSymbol?
        let canvas = drawing(Canvas { context, _ in
            missing = context.resolveSymbol(id: "none")
            guard let badge = context.resolveSymbol(id: "badge") else { return }
            size = badge.size
            context.draw(badge, at: CGPoint(x: 50, y: 50), anchor: .topLeading)
            context.drawLayer { layer in
                if let dot = layer.resolveSymbol(id: 2) { layer.draw(dot, in: CGRect(x: 10, y: 10, width: -20, height: 20)) }
            }
        } symbols: {
            Color.red.frame(width: 30, height: 12).tag("badge")
            Color.blue.frame(width: 4, height: 4).tag(2)
            Color.green.frame(width: 4, height: 4)
        })
        #expect(missing == nil && size == CGSize(width: 30, height: 12))
        guard case .symbol(let badge, let rect, _)? = canvas?.operations.first,
              case .layer(let inner, _)? = canvas?.operations.last, case .symbol(let dot, let dotRect, _)? = inner.first else {
            Issue.record("two symbols"); return
        }
        #expect(badge.tag == AnyHashable("badge") && badge.drawing == 0 && rect == CGRect(x: 50, y: 50, width: 30, height: 12))
        #expect(badge.node.dump().contains("red"))
        #expect(dot.tag == AnyHashable(2) && dot.drawing == 1 && dotRect == CGRect(x: -10, y: 10, width: 20, height: 20), "the rect standardized")
    }

    @Test func theRendererReadsTheCanvasEnvironment() {
        var scheme: ColorScheme?
        _ = drawing(Canvas { context, _ in scheme = context.environment.colorScheme }.environment(\.colorScheme, .dark))
        #expect(scheme == .dark)
    }
}
