/// A tab view in the page style: a horizontal scroller of one page a tab, each as large as the
/// tab view, that snaps to each page and starts at the selected one, with the page dots at the
/// bottom. A render is one frame, so only the selected page's content is resolved, centred in
/// its page, as iOS loads only what it shows; the other pages are empty.
///
/// The scroller starts at the selected page through `initialScrollTarget()`. Chromium loses that
/// start when a snapping scroller is laid out before its target is parsed, which a long page of
/// content before the target made happen on about one load in ten; empty pages keep the markup
/// before the target short.
struct PagedTabs: View {
    let pageCount: Int
    let selected: Int
    let content: [ResolvedNode]
    /// Whether the dots show.
    let showsIndex: Bool
    /// Whether the dots sit on a capsule.
    let showsIndexBackground: Bool

    var body: some View {
        let scroller = ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 0) {
                ForEach(0..<pageCount) { index in
                    page(index)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        if showsIndex {
            scroller.overlay(alignment: .bottom) {
                PageIndex(count: pageCount, current: selected, showsBackground: showsIndexBackground)
                    .padding(.bottom, 12)
            }
        } else {
            scroller
        }
    }

    /// A page as large as the scroller: the selected tab's content centred, or nothing.
    @ViewBuilder private func page(_ index: Int) -> some View {
        if index == selected {
            VStack { PlacedNodes(nodes: content) }
                .containerRelativeFrame([.horizontal, .vertical])
                .initialScrollTarget()
        } else {
            Color.clear.containerRelativeFrame([.horizontal, .vertical])
        }
    }
}

/// The page dots: one 8-point dot a page, the current one white and the others half white, 8
/// points apart, on a translucent capsule when its style shows one. Assistive technologies read
/// which page shows.
struct PageIndex: View {
    let count: Int
    let current: Int
    let showsBackground: Bool

    var body: some View {
        let dots = HStack(spacing: 8) {
            ForEach(0..<count) { index in
                Circle()
                    .fill(index == current ? Color.white : Color.white.opacity(0.5))
                    .frame(width: 8, height: 8)
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 10)
        .accessibilityLabel("Page \(current + 1) of \(count)")
        if showsBackground { dots.background(Color.black.opacity(0.25), in: Capsule()) } else { dots }
    }
}
