import ContainerUI

/// The display board from WWDC24 "Demystify SwiftUI containers": each section of its content is
/// a column of cards with a header card when the section has a header.
///
/// ```swift
/// DisplayBoard {
///     Section("Matt's Favorites") {
///         Text("Scrolling in the Deep").displayBoardCardRejected(true)
///         Text("Born to Build & Run")
///     }
///     Section("Sam's Favorites") {
///         ForEach(songsFromSam) { song in
///             Text(song.title).displayBoardCardRejected(song.samHasDibs)
///         }
///     }
/// }
/// ```
public struct DisplayBoard<Content: View>: View {
    @ViewBuilder var content: Content

    /// A board.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 80) {
            ForEach(sections: content) { section in
                VStack(spacing: 20) {
                    if !section.header.isEmpty {
                        DisplayBoardSectionHeaderCard { section.header }
                    }
                    DisplayBoardSectionContent {
                        section.content
                    }
                    .background { BoardSectionBackgroundView() }
                }
            }
        }
        .padding(40)
        .background { BoardBackgroundView() }
    }
}

/// The header card of a column.
public struct DisplayBoardSectionHeaderCard<Content: View>: View {
    @ViewBuilder var content: Content

    /// A header card.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack { content }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Color.yellow, in: .rect(cornerRadius: 4))
            .shadow(color: .black.opacity(0.3), radius: 2, y: 1)
            .environment(\.colorScheme, .light)
    }
}

/// The cork of the board.
public struct BoardBackgroundView: View {
    /// The background.
    public init() {}
    public var body: some View {
        LinearGradient(colors: [Color(red: 0.64, green: 0.47, blue: 0.31), Color(red: 0.55, green: 0.39, blue: 0.25)],
                       startPoint: .top, endPoint: .bottom)
    }
}

/// The lighter patch behind a column.
public struct BoardSectionBackgroundView: View {
    /// The background.
    public init() {}
    public var body: some View {
        RoundedRectangle(cornerRadius: 12).fill(Color.white.opacity(0.12))
    }
}
