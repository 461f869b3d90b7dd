import ContainerUI
import Foundation
import Testing

/// `NavigationSplitView`: one navigation stack in a compact size class, columns side by side in
/// a regular one.
@Suite struct NavigationSplitViewTests {
    private static var sidebar: some View { Text("Folders").navigationTitle("Mail") }
    private static var content: some View { Text("Messages").navigationTitle("Inbox") }
    private static var detail: some View { Text("Message").navigationTitle("Hello") }

    private static func threeColumns(
        _ visibility: NavigationSplitViewVisibility = .automatic, compact column: NavigationSplitViewColumn = .sidebar
    ) -> some View {
        NavigationSplitView(columnVisibility: .constant(visibility), preferredCompactColumn: .constant(column)) {
            sidebar
        } content: {
            content
        } detail: {
            detail
        }
    }

    private static func regular(_ view: some View) -> some View {
        view.environment(\.horizontalSizeClass, .regular)
    }

    /// The titles of a regular split view's columns, leading first.
    private static func columnTitles(_ view: some View) -> [String] {
        let columns = resolve(regular(view)).root.children[0].children.filter { node in
            if case .divider = node.kind { false } else { true }
        }
        return columns.compactMap { ResolvedStack(node: $0).largeTitle?.textString ?? ResolvedStack(node: $0).centre?.allTexts.first }
    }

    @Test func compactShowsTheSidebarAsTheRootOfAStack() {
        let split = NavigationSplitView { Self.sidebar } detail: { Self.detail }
        #expect(resolve(split).root.dump() == resolve(NavigationStack { Self.sidebar }).root.dump())
        #expect(resolve(Self.threeColumns()).root.dump() == resolve(NavigationStack { Self.sidebar }).root.dump())
    }

    @Test func compactPushesTheColumnsUpToThePreferredOneWithBackButtons() {
        let detail = ResolvedStack(Self.threeColumns(compact: .detail))
        #expect(detail.lineSummary.first.map { $0.hasPrefix("Button") } == true)
        #expect(detail.line.first?.allTexts == ["Inbox"])
        #expect(detail.screen.allTexts == ["Message"])
        let content = ResolvedStack(Self.threeColumns(compact: .content))
        #expect(content.line.first?.allTexts == ["Mail"])
        #expect(content.screen.allTexts == ["Messages"])
        let twoColumns = ResolvedStack(NavigationSplitView(preferredCompactColumn: .constant(.detail)) { Self.sidebar } detail: { Self.detail })
        #expect(twoColumns.line.first?.allTexts == ["Mail"])
        #expect(twoColumns.screen.allTexts == ["Message"])
    }

    @Test func compactIgnoresColumnVisibility() {
        #expect(resolve(Self.threeColumns(.detailOnly)).root.dump() == resolve(Self.threeColumns(.all)).root.dump())
    }

    @Test func regularShowsTheColumnsTheVisibilityAndStyleChoose() {
        #expect(Self.columnTitles(Self.threeColumns(.all)) == ["Mail", "Inbox", "Hello"])
        #expect(Self.columnTitles(Self.threeColumns(.doubleColumn)) == ["Inbox", "Hello"])
        #expect(Self.columnTitles(Self.threeColumns(.detailOnly)) == ["Hello"])
        #expect(Self.columnTitles(Self.threeColumns(.automatic)) == ["Inbox", "Hello"])
        #expect(Self.columnTitles(Self.threeColumns(.automatic).navigationSplitViewStyle(.prominentDetail)) == ["Hello"])
        #expect(Self.columnTitles(Self.threeColumns(.all).navigationSplitViewStyle(.prominentDetail)) == ["Mail", "Inbox", "Hello"])
        let two = NavigationSplitView { Self.sidebar } detail: { Self.detail }
        #expect(Self.columnTitles(two) == ["Mail", "Hello"])
    }

    @Test func regularColumnsAreSeparatedAndSizedAsAsked() {
        let split = NavigationSplitView(columnVisibility: .constant(.all)) {
            Self.sidebar.navigationSplitViewColumnWidth(260)
        } content: {
            Self.content.navigationSplitViewColumnWidth(min: 200, ideal: 500, max: 400)
        } detail: {
            Self.detail
        }
        let row = resolve(Self.regular(split)).root.children[0]
        #expect(row.kind.summary == "HStack(alignment: center, spacing: 0)")
        #expect(row.children.map { if case .divider = $0.kind { "|" } else { "column" } } == ["column", "|", "column", "|", "column"])
        let widths = row.children.map { $0.modifiers.map(\.description).joined(separator: " ") }
        #expect(widths[0] == "frame(260×nil) frame(maxHeight: ∞)")
        #expect(widths[2] == "frame(400×nil) frame(maxHeight: ∞)")
        #expect(widths[4] == "frame(maxWidth: ∞, maxHeight: ∞)")
        let defaults = resolve(Self.regular(Self.threeColumns(.all))).root.children[0]
        #expect(defaults.children[0].modifiers.map(\.description) == ["frame(320×nil)", "frame(maxHeight: ∞)"])
        #expect(defaults.children[2].modifiers.map(\.description) == ["frame(320×nil)", "frame(maxHeight: ∞)"])
    }

    @Test func eachColumnKeepsItsOwnTitleAndToolbar() {
        let split = NavigationSplitView(columnVisibility: .constant(.all)) {
            Text("Folders").navigationTitle("Mail").toolbar { Button("Edit") {} }
        } detail: {
            Text("Message")
        }
        let row = resolve(Self.regular(split)).root.children[0]
        let sidebar = ResolvedStack(node: row.children[0])
        let detail = ResolvedStack(node: row.children[2])
        #expect(sidebar.largeTitle?.textString == "Mail")
        #expect(sidebar.line.flatMap(\.allTexts) == ["Edit"])
        #expect(detail.largeTitle == nil)
        #expect(detail.line.flatMap(\.allTexts).isEmpty)
    }

    @Test func toolbarLabelsShowTheirIconAloneNamedByTheirTitle() {
        let stack = ResolvedStack(NavigationStack {
            Text("Note").toolbar { Button("Share", systemImage: "square.and.arrow.up") {} }
        })
        let button = stack.line.last
        #expect(button?.allTexts == [])
        #expect(button.map { $0.dump().contains("accessibilityLabel") } == true)
        let titled = ResolvedStack(NavigationStack {
            Text("Note").toolbar { Button("Share", systemImage: "square.and.arrow.up") {}.labelStyle(.titleAndIcon) }
        })
        #expect(titled.line.last?.allTexts == ["Share"])
    }
}
