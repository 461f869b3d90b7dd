import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// iOS 13's `Alert` and `ActionSheet` are drawn as the alerts and confirmation dialogs of
/// iOS 15 with the same title, message and buttons.
@Suite("Mapping of iOS 13's alerts and action sheets")
struct LegacyAlertMappingTests {
    private struct Message: Identifiable {
        let id = 1
        let text: String
    }

    /// The page without its node ids, which differ with the views' structure.
    private func drawn(_ view: some View) -> String {
        renderHTML(view).replacingOccurrences(of: #" data-node="[^"]*""#, with: "", options: .regularExpression)
    }

    @Test("An Alert is the alert of the newer form with the same parts")
    func alert() {
        let legacy = drawn(Text("Page").alert(isPresented: .constant(true)) {
            Alert(title: Text("Delete?"), message: Text("It cannot be undone."),
                  primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        })
        let modern = drawn(Text("Page").alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        })
        #expect(legacy == modern)
        #expect(legacy.contains("Delete?") && legacy.contains("It cannot be undone."))
    }

    @Test("An alert without buttons has OK; one for an item shows while the item is set")
    func okAndItem() {
        let ok = drawn(Text("Page").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) })
        #expect(ok == drawn(Text("Page").alert("Saved", isPresented: .constant(true)) {}))
        let shown = drawn(Text("Page").alert(item: .constant(Message(text: "Hi"))) { Alert(title: Text($0.text)) })
        #expect(shown.contains(">Hi<"))
        let hidden = drawn(Text("Page").alert(item: .constant(Message?.none)) { Alert(title: Text($0.text)) })
        #expect(hidden == drawn(Text("Page")))
        #expect(drawn(Text("Page").alert(isPresented: .constant(false)) { Alert(title: Text("No")) }) == drawn(Text("Page")))
    }

    @Test("An ActionSheet is a confirmation dialog with its title shown")
    func actionSheet() {
        let legacy = drawn(Text("Page").actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Photo"), message: Text("Choose"), buttons: [.default(Text("Camera")), .cancel()])
        })
        let modern = drawn(Text("Page").confirmationDialog("Photo", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Camera") {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Choose")
        })
        #expect(legacy == modern)
        let item = drawn(Text("Page").actionSheet(item: .constant(Message(text: "Share"))) { ActionSheet(title: Text($0.text)) })
        #expect(item.contains(">Share<") && item.contains(">Cancel<"))
    }
}
