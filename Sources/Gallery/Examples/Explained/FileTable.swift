import ContainerUI

/// A folder's files as a table: on a phone (a compact horizontal size class) iOS shows the first
/// column alone, as a list; in a regular size class a header row and every column, the kind
/// between 90 and 160 points wide and the size at 72.
struct FileTableExample: View {
    var sizeClass: UserInterfaceSizeClass
    var inset: Bool

    init(sizeClass: String = "regular", style: String = "automatic") {
        self.sizeClass = sizeClass == "regular" ? .regular : .compact
        inset = style == "inset"
    }

    var body: some View {
        styled.environment(\.horizontalSizeClass, sizeClass)
    }

    @ViewBuilder private var styled: some View {
        if inset {
            table.tableStyle(.inset)
        } else {
            table.tableStyle(.automatic)
        }
    }

    private var table: some View {
        Table(files) {
            TableColumn("Name", value: \.name)
            TableColumn("Kind", value: \.kind).width(min: 90, ideal: 120, max: 160)
            TableColumn("Size") { file in
                Text(file.size).monospacedDigit().foregroundStyle(.secondary)
            }
            .width(72)
        }
    }

    private var files: [TableFile] {
        [
            TableFile(name: "Budget.numbers", kind: "Spreadsheet", size: "248 KB"),
            TableFile(name: "Harbour at dusk.heic", kind: "Image", size: "3.1 MB"),
            TableFile(name: "Landlord.pages", kind: "Document", size: "96 KB"),
            TableFile(name: "Notes.txt", kind: "Plain text", size: "4 KB"),
            TableFile(name: "Archive.zip", kind: "Archive", size: "12.4 MB"),
        ]
    }
}

/// A file of the table: its name, kind and size.
private struct TableFile: Identifiable {
    var id: String { name }
    var name: String
    var kind: String
    var size: String
}
