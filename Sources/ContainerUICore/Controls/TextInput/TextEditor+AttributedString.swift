extension TextEditor {
    /// An editor of rich text (iOS 26). The page shows the text's characters: a `<textarea>`
    /// holds plain text, so the runs' fonts and colours are not drawn; the selection is held for
    /// a person's edits, of which a render has none.
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.init(text: .constant(String(text.wrappedValue.characters)))
    }
}

/// Where the selection or insertion point of a rich text editor is (iOS 26). A render is one
/// frame nobody selects in: the editor keeps it and draws none.
public struct AttributedTextSelection: Equatable {
    /// The selected ranges; an empty one is an insertion point.
    private let ranges: [Range<AttributedString.Index>]

    /// No selection.
    public init() {
        ranges = []
    }

    /// The characters of `range` selected.
    public init(range: Range<AttributedString.Index>) {
        ranges = [range]
    }

    /// An insertion point before `index`.
    public init(insertionPoint index: AttributedString.Index) {
        ranges = [index..<index]
    }
}
