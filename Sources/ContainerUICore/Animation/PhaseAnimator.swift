import Foundation

/// A view that would cycle its content through `phases`, animating each change (iOS 17). A
/// render is one frame: the content is drawn in the first phase, where SwiftUI starts it.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let firstPhase: Phase?
    private let content: (Phase) -> Content

    /// Cycles through `phases` over and over.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        firstPhase = phases.first(where: { _ in true })
        self.content = content
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases, content: content, animation: animation)
    }

    /// The content in the first phase.
    public var body: some View {
        if let firstPhase { content(firstPhase) }
    }
}

/// The view a phase or keyframe animator's content closure is given: the modified view itself.
public struct PlaceholderContentView<Value: View>: View {
    let value: Value

    /// The modified view.
    public var body: some View { value }
}

extension View {
    /// Cycles this view through `phases`, modified by `content` in each (iOS 17); drawn in the
    /// first phase (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(value: self), phase) }, animation: animation)
    }

    /// Runs this view through `phases` once each time `trigger` changes (iOS 17); drawn in the
    /// first phase (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(value: self), phase) }, animation: animation)
    }
}
