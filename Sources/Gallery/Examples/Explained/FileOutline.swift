import ContainerUI

/// A file browser: the files as an outline list, each folder collapsed as SwiftUI starts it (an
/// empty folder keeps its chevron), and under it a project's disclosure groups written by hand,
/// expanded down to `expandedDepth` levels, each level's rows indented one step further. With
/// `showsDetails`, the README's row holds its own disclosure group, which stays in that row.
struct FileOutlineExample: View {
    var expandedDepth = 1
    var showsDetails = false

    var body: some View {
        VStack(spacing: 0) {
            List(files, children: \.children) { file in
                Label(file.name, systemImage: file.symbol)
            }
            List {
                Section("Project") {
                    folder("ContainerUI", level: 1) {
                        if showsDetails {
                            VStack(alignment: .leading, spacing: 8) {
                                file("README.md", symbol: "doc.text")
                                DisclosureGroup("Details", isExpanded: .constant(true)) {
                                    Text("12 KB, edited today")
                                        .font(.footnote)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        } else {
                            file("README.md", symbol: "doc.text")
                        }
                        folder("Sources", level: 2) {
                            file("Package.swift", symbol: "hammer")
                            folder("Gallery", level: 3) {
                                file("FileOutline.swift", symbol: "doc.text")
                                file("Catalog.swift", symbol: "doc.text")
                            }
                        }
                        folder("Tests", level: 2) {
                            file("OutlineTests.swift", symbol: "doc.text")
                        }
                    }
                }
            }
        }
    }

    /// A folder's disclosure group, expanded when `level` is within `expandedDepth`.
    private func folder<Content: View>(_ name: String, level: Int, @ViewBuilder content: () -> Content) -> some View {
        DisclosureGroup(isExpanded: .constant(level <= expandedDepth), content: content) {
            Label(name, systemImage: "folder")
        }
    }

    private func file(_ name: String, symbol: String) -> some View {
        Label(name, systemImage: symbol)
    }

    /// The files of the outline list: folders have children, an empty folder an empty array.
    private var files: [FileNode] {
        [
            FileNode(name: "Documents", children: [
                FileNode(name: "Budget.numbers"),
                FileNode(name: "Letters", children: [FileNode(name: "Landlord.pages")]),
            ]),
            FileNode(name: "Downloads", children: []),
            FileNode(name: "Photos", children: [FileNode(name: "Harbour.heic")]),
            FileNode(name: "Notes.txt"),
            FileNode(name: "Archive.zip"),
        ]
    }
}

/// A file or a folder; a folder's `children` are its contents, a file's `nil`.
private struct FileNode: Identifiable {
    var id: String { name }
    var name: String
    var children: [FileNode]?

    /// A folder's symbol, or a document's.
    var symbol: String { children == nil ? "doc" : "folder" }
}
