import Foundation

/// What a split view in a regular size class draws: its shown columns side by side, each a
/// navigation screen with its own bar, separated by hairlines. The leading columns take the
/// width they asked for (320 points unless set); the detail takes the rest. In a window too
/// narrow for the columns (which iOS would make compact) the row overflows it.
struct SplitColumnsLayout: View {
    /// The default width of the sidebar and content columns.
    static let defaultColumnWidth: CGFloat = 320

    let columns: [(kind: NavigationSplitViewColumn.Kind, screen: NavigationScreen)]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(columns.indices, id: \.self) { index in
                if index > 0 { Divider() }
                column(columns[index])
            }
        }
    }

    @ViewBuilder
    private func column(_ column: (kind: NavigationSplitViewColumn.Kind, screen: NavigationScreen)) -> some View {
        let stack = NavigationStackLayout(screens: [column.screen])
        if column.kind == .detail {
            stack.frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            stack.frame(width: column.screen.scope.columnWidth ?? Self.defaultColumnWidth).frame(maxHeight: .infinity)
        }
    }
}
