import ContainerUI

/// One list in each of iOS's styles: sections with headers and footers, rows that set their
/// own badge, background and insets, and the space between rows and sections.
struct ListStylesExample: View {
    var style = "insetGrouped"
    var rowSpacing: Double = 0
    var sectionSpacing = "default"

    var body: some View {
        styled
            .listRowSpacing(rowSpacing == 0 ? nil : rowSpacing)
            .listSectionSpacing(sectionSpacing == "compact" ? .compact : .default)
    }

    @ViewBuilder private var styled: some View {
        switch style {
        case "grouped": mailboxes.listStyle(.grouped)
        case "inset": mailboxes.listStyle(.inset)
        case "plain": mailboxes.listStyle(.plain)
        default: mailboxes.listStyle(.insetGrouped)
        }
    }

    private var mailboxes: some View {
        List {
            Section {
                Label("Inbox", systemImage: "envelope").badge(12)
                Label("Drafts", systemImage: "doc").badge("New")
                Label("Sent", systemImage: "paperplane")
            } header: {
                Text("Mailboxes")
            } footer: {
                Text("Badges count the messages not read yet.")
            }
            Section("Flagged") {
                Label("Quarterly report", systemImage: "flag")
                    .listRowBackground(Color.yellow.opacity(0.25))
                Text("A reply that set its own insets")
                    .listRowInsets(EdgeInsets(top: 8, leading: 48, bottom: 8, trailing: 16))
            }
        }
    }
}
