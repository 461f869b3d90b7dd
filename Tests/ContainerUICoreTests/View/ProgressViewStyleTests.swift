import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

@Suite struct ProgressViewStyleTests {
    /// A ring with the percentage done in the middle, under the current value's label.
    struct RingStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                Circle().stroke(.quaternary, lineWidth: 6)
                VStack {
                    Text(configuration.fractionCompleted.map { "\(Int($0 * 100)) percent" } ?? "waiting")
                    configuration.currentValueLabel
                }
            }
            .frame(width: 44, height: 44)
        }
    }

    /// The progress view in the style outside, padded by 3: `ProgressView(configuration)`.
    struct PaddedStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).padding(3)
        }
    }

    /// Keeps the configuration it was given.
    final class Captured: @unchecked Sendable {
        var configuration: ProgressViewStyleConfiguration?
    }

    struct CapturingStyle: ProgressViewStyle {
        let captured: Captured
        func makeBody(configuration: Configuration) -> some View {
            captured.configuration = configuration
            return EmptyView()
        }
    }

    private func progress(in view: some View) -> [ResolvedProgress] {
        resolve(view).root.nodes { if case .progressView = $0.kind { true } else { false } }.compactMap {
            if case .progressView(let progress) = $0.kind { progress } else { nil }
        }
    }

    @Test func theAutomaticStyleIsABarWhenTheProgressIsKnownElseASpinner() {
        #expect(progress(in: ProgressView(value: 0.3)).map(\.look) == [.linear])
        #expect(progress(in: ProgressView()).map(\.look) == [.circular])
        #expect(resolve(ProgressView(value: 0.3)).root.dump() == resolve(ProgressView(value: 0.3).progressViewStyle(.automatic)).root.dump())
        #expect(resolve(ProgressView(value: 0.3)).root.dump().contains("ProgressView(0.3/1)"))
    }

    @Test func linearAndCircularChooseTheLookWhateverTheValue() {
        #expect(progress(in: ProgressView().progressViewStyle(.linear)).map(\.look) == [.linear])
        #expect(progress(in: ProgressView(value: 0.3).progressViewStyle(.circular)).map(\.look) == [.circular])
        #expect(resolve(ProgressView(value: 0.3).progressViewStyle(.circular)).root.dump().contains("ProgressView(0.3/1, circular)"))
        #expect(resolve(ProgressView().progressViewStyle(.linear)).root.dump().contains("ProgressView(indeterminate, linear)"))
    }

    @Test func aTimerIntervalIsThePartLeftAtTheMomentOfRenderingWithTheTimerText() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let interval = start...start.addingTimeInterval(120)
        let captured = Captured()
        let dump = RenderClock.$fixedNow.withValue(start.addingTimeInterval(30)) { () -> String in
            _ = resolve(ProgressView(timerInterval: interval).progressViewStyle(CapturingStyle(captured: captured)))
            return resolve(ProgressView(timerInterval: interval, countsDown: false) { Text("Egg") }.progressViewStyle(RingStyle())).root.dump()
        }
        #expect(try #require(captured.configuration).fractionCompleted == 0.75, "a quarter of the interval passed, counting down")
        #expect(dump.contains("25 percent") && dump.contains("\"0:30\""), "\(dump)")
        let after = RenderClock.$fixedNow.withValue(start.addingTimeInterval(500)) { progress(in: ProgressView(timerInterval: interval)) }
        #expect(after.first?.value == 0)
    }

    @Test func aUserStyleGetsTheFractionAndLabels() throws {
        let captured = Captured()
        _ = resolve(ProgressView(value: 30, total: 60) { Text("Download") } currentValueLabel: { Text("30 MB") }.progressViewStyle(CapturingStyle(captured: captured)))
        let configuration = try #require(captured.configuration)
        #expect(configuration.fractionCompleted == 0.5 && configuration.label != nil && configuration.currentValueLabel != nil)
        _ = resolve(ProgressView().progressViewStyle(CapturingStyle(captured: captured)))
        let bare = try #require(captured.configuration)
        #expect(bare.fractionCompleted == nil && bare.label == nil && bare.currentValueLabel == nil)
        let ring = resolve(ProgressView(value: 0.25) { Text("Download") } currentValueLabel: { Text("25%") }.progressViewStyle(RingStyle())).root.dump()
        #expect(ring.contains("25 percent") && ring.contains("25%") && !ring.contains("ProgressView") && !ring.contains("Download"), "\(ring)")
    }

    @Test func progressViewOfAConfigurationDrawsTheStyleOutside() {
        #expect(progress(in: ProgressView(value: 0.3).progressViewStyle(PaddedStyle())).map(\.look) == [.linear])
        #expect(progress(in: ProgressView(value: 0.3).progressViewStyle(PaddedStyle()).progressViewStyle(.circular)).map(\.look) == [.circular])
        let twice = resolve(ProgressView(value: 0.3).progressViewStyle(PaddedStyle()).progressViewStyle(RingStyle())).root.dump()
        #expect(twice.contains("padding") && twice.contains("Circle") && !twice.contains("ProgressView"), "the outer user style draws inside the inner one: \(twice)")
    }

    @Test func aStyleSetOutsideReachesEveryProgressViewAndAnInnerStyleWins() {
        let view = VStack {
            ProgressView(value: 0.2)
            ProgressView()
            ProgressView(value: 0.8).progressViewStyle(.linear)
        }
        #expect(progress(in: view.progressViewStyle(.circular)).map(\.look) == [.circular, .circular, .linear])
    }

    @Test func aBarsCurrentValueLabelIsACaptionBelowIt() throws {
        let root = resolve(ProgressView(value: 0.5) { Text("Copying") } currentValueLabel: { Text("5 of 10") }).root
        let column = try #require(root.children.first)
        guard case .stack(let stack) = column.kind else { Issue.record("not a stack: \(column.kind)"); return }
        #expect(stack.axis == .vertical && stack.spacing == 4 && column.children.count == 2)
        guard case .progressView = column.children[0].kind else { Issue.record("no bar first"); return }
        #expect(column.children[1].dump().contains("caption"), "\(column.children[1].dump())")
        let spinner = resolve(ProgressView(value: Double?.none) { Text("Copying") } currentValueLabel: { Text("5 of 10") }).root.dump()
        #expect(!spinner.contains("5 of 10"), "a spinner shows no current value")
    }

    /// A progress that describes itself, as an app's subclass may.
    final class DescribedProgress: Progress, @unchecked Sendable {
        override var localizedDescription: String! { "Copying photos" }
        override var localizedAdditionalDescription: String! { "4 of 10" }
    }

    @Test func aFoundationProgressIsDeterminateFromItsFractionElseIndeterminate() throws {
        let copying = Progress(totalUnitCount: 10)
        copying.completedUnitCount = 4
        let known = try #require(progress(in: ProgressView(copying)).first)
        #expect(known.value == 0.4 && known.total == 1 && known.look == .linear)
        let unknown = try #require(progress(in: ProgressView(Progress(totalUnitCount: -1))).first)
        #expect(unknown.value == nil && unknown.look == .circular)
        let over = Progress(totalUnitCount: 2)
        over.completedUnitCount = 5
        #expect(progress(in: ProgressView(over)).first?.value == 1, "clamped as a value is")
    }

    @Test func aFoundationProgressIsLabelledByItsDescriptions() throws {
        let copying = Progress(totalUnitCount: 10)
        copying.completedUnitCount = 4
        // Foundation on Linux describes nothing: Apple's default description, in the locale.
        let dump = resolve(ProgressView(copying)).root.dump()
        #expect(dump.contains(#"Text("40% completed")"#), "\(dump)")
        let german = resolve(ProgressView(copying).environment(\.locale, Locale(identifier: "de_DE"))).root.dump()
        #expect(german.contains("40 % completed") || german.contains("40\u{A0}% completed"), "\(german)")
        #expect(!resolve(ProgressView(Progress(totalUnitCount: -1))).root.dump().contains("Text("), "no label while indeterminate")
        let described = DescribedProgress(totalUnitCount: 10)
        described.completedUnitCount = 4
        let captured = Captured()
        _ = resolve(ProgressView(described).progressViewStyle(CapturingStyle(captured: captured)))
        let configuration = try #require(captured.configuration)
        #expect(configuration.fractionCompleted == 0.4 && configuration.label != nil && configuration.currentValueLabel != nil)
        let labels = resolve(ProgressView(described)).root.dump()
        #expect(labels.contains(#"Text("Copying photos")"#) && labels.contains(#"Text("4 of 10")"#), "\(labels)")
    }
}
