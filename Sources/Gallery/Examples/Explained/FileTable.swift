import ContainerUI

/// A folder's files as a sortable table: on a phone (a compact horizontal size class) iOS shows
/// the first column alone, as a list; in a regular size class a header row and every column,
/// the kind between 90 and 160 points wide and the size at 72. The sort order names the column
/// the rows are sorted by and which way; the header shows it with a chevron after that column's
/// title, and the app sorts the rows itself with `sorted(using:)`, as a SwiftUI app does. The
/// Mac's inset style can alternate the rows' backgrounds, and the header can be hidden.
struct FileTableExample: View {
    var sizeClass: UserInterfaceSizeClass
    var style: String
    var headers: Visibility
    @State private var sortOrder: [KeyPathComparator<TableFile>]

    init(sizeClass: String = "regular", style: String = "automatic", sortColumn: String = "name", sortOrder: String = "ascending",
         headers: Bool = true) {
        self.sizeClass = sizeClass == "regular" ? .regular : .compact
        self.style = style
        self.headers = headers ? .automatic : .hidden
        let order: SortOrder = sortOrder == "descending" ? .reverse : .forward
        _sortOrder = State(initialValue: Self.comparators(column: sortColumn, order: order))
    }

    var body: some View {
        styled
            .tableColumnHeaders(headers)
            .environment(\.horizontalSizeClass, sizeClass)
    }

    @ViewBuilder private var styled: some View {
        switch style {
        case "inset": table.tableStyle(.inset)
        case "insetAlternating": table.tableStyle(.inset(alternatesRowBackgrounds: true))
        default: table.tableStyle(.automatic)
        }
    }

    private var table: some View {
        Table(files.sorted(using: sortOrder), sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Kind", value: \.kind).width(min: 90, ideal: 120, max: 160)
            TableColumn("Size", value: \.bytes) { file in
                Text(file.size).monospacedDigit().foregroundStyle(.secondary)
            }
            .width(72)
        }
    }

    /// The sort order an app keeps for a column: that column's key path first, the name after
    /// it to order files of the same kind; none for "none".
    private static func comparators(column: String, order: SortOrder) -> [KeyPathComparator<TableFile>] {
        switch column {
        case "kind": [KeyPathComparator(\TableFile.kind, order: order), KeyPathComparator(\TableFile.name)]
        case "size": [KeyPathComparator(\TableFile.bytes, order: order)]
        case "none": []
        default: [KeyPathComparator(\TableFile.name, order: order)]
        }
    }

    private var files: [TableFile] {
        [
            TableFile(name: "Budget.numbers", kind: "Spreadsheet", bytes: 248_000, size: "248 KB"),
            TableFile(name: "Harbour at dusk.heic", kind: "Image", bytes: 3_100_000, size: "3.1 MB"),
            TableFile(name: "Landlord.pages", kind: "Document", bytes: 96_000, size: "96 KB"),
            TableFile(name: "Notes.txt", kind: "Plain text", bytes: 4_000, size: "4 KB"),
            TableFile(name: "Archive.zip", kind: "Archive", bytes: 12_400_000, size: "12.4 MB"),
        ]
    }
}

/// A file of the table: its name, kind, size in bytes and the size as shown.
private struct TableFile: Identifiable {
    var id: String { name }
    var name: String
    var kind: String
    var bytes: Int
    var size: String
}
