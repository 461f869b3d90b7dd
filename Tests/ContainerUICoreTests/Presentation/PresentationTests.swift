import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// Sheets, covers, popovers, alerts and confirmation dialogs as they resolve: nothing while not
/// presented; when presented, the window's content inert under the presentation.
@Suite struct PresentationTests {
    struct Trip: Identifiable { let id: String }

    private let screen = VStack { Text("Trips"); Button("Add") {} }

    /// The nodes carrying `role`, depth first.
    private func nodes(_ node: ResolvedNode, role: ResolvedAccessibilityRole) -> [ResolvedNode] {
        let own = node.modifiers.contains { if case .accessibilityRole(let found) = $0 { found == role } else { false } }
        return (own ? [node] : []) + node.children.flatMap { nodes($0, role: role) }
    }

    private func label(_ node: ResolvedNode) -> String? {
        for case .accessibilityLabel(let label) in node.modifiers { return label }
        return nil
    }

    /// The texts inside `node`, depth first.
    private func texts(_ node: ResolvedNode) -> [String] {
        if case .text(let text) = node.kind { return [text.fullString] }
        return node.children.flatMap(texts)
    }

    /// The buttons inside `node` with their roles and texts, depth first.
    private func buttons(_ node: ResolvedNode) -> [(role: ButtonRole?, title: String)] {
        if case .button(let role, _) = node.kind { return [(role, texts(node).joined())] }
        return node.children.flatMap(buttons)
    }

    @Test func nothingIsPresentedWhileTheBindingsSayNo() {
        let plain = resolve(screen).root.dump()
        let view = screen
            .sheet(isPresented: .constant(false)) { Text("Sheet") }
            .sheet(item: .constant(Trip?.none)) { Text($0.id) }
            .fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
            .popover(isPresented: .constant(false)) { Text("Popover") }
            .alert("Alert", isPresented: .constant(false)) { Button("OK") {} }
            .confirmationDialog("Dialog", isPresented: .constant(false)) { Button("Go") {} }
        #expect(resolve(view).root.dump() == plain)
    }

    @Test func aPresentedSheetIsAModalDialogOverTheInertWindowNamedByItsTitle() throws {
        let tree = resolve(screen.sheet(isPresented: .constant(true)) {
            NavigationStack { Text("Body").navigationTitle("New trip").toolbar { Button("Cancel") {} } }
        })
        #expect(tree.root.children.count == 1)
        let inert = nodes(tree.root, role: .inert), dialogs = nodes(tree.root, role: .dialog(isAlert: false, isElevated: true))
        #expect(inert.count == 1 && texts(inert[0]) == ["Trips", "Add"])
        let dialog = try #require(dialogs.first)
        #expect(dialogs.count == 1 && label(dialog) == "New trip")
        #expect(texts(dialog).contains("Body"))
    }

    @Test func aSheetForAnItemShowsThatItem() throws {
        let tree = resolve(screen.sheet(item: .constant(Trip(id: "Lisbon"))) { Text($0.id) })
        let dialog = try #require(nodes(tree.root, role: .dialog(isAlert: false, isElevated: true)).first)
        #expect(texts(dialog) == ["Lisbon"] && label(dialog) == "Lisbon")
    }

    @Test func aSheetShowsAtItsSmallestDetentOrTheSelectedOne() {
        let settings = SheetSettingsProbe.settings { $0.presentationDetents([.large, .medium, .height(100)]) }
        #expect(settings.detent == .height(100) && settings.showsGrabber)
        let selected = SheetSettingsProbe.settings { $0.presentationDetents([.medium, .large], selection: .constant(.large)) }
        #expect(selected.detent == .large)
        let single = SheetSettingsProbe.settings { $0.presentationDetents([.medium]) }
        #expect(single.detent == .medium && !single.showsGrabber)
        let shown = SheetSettingsProbe.settings { $0.presentationDetents([.medium]).presentationDragIndicator(.visible) }
        #expect(shown.showsGrabber)
        #expect(SheetSettingsProbe.settings { $0 }.detent == .large)
    }

    @Test func theOutermostSettingWins() {
        let settings = SheetSettingsProbe.settings { $0.presentationDetents([.medium]).presentationDetents([.fraction(0.3)]) }
        #expect(settings.detent == .fraction(0.3))
    }

    @Test func aPresentedViewKnowsItIsPresentedAndCanCallDismiss() throws {
        struct Reader: View {
            @Environment(\.isPresented) private var isPresented
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Button(isPresented ? "Presented" : "Not presented") { dismiss() }
            }
        }
        let tree = resolve(Reader().sheet(isPresented: .constant(true)) { Reader() })
        #expect(texts(tree.root) == ["Not presented", "Presented"])
    }

    @Test func aFullScreenCoverIsADialogOverEverythingOnTheBaseLevel() throws {
        let tree = resolve(screen.fullScreenCover(isPresented: .constant(true)) { Text("Boarding pass") })
        #expect(nodes(tree.root, role: .dialog(isAlert: false, isElevated: true)).isEmpty, "only sheets are elevated")
        let dialog = try #require(nodes(tree.root, role: .dialog(isAlert: false)).first)
        #expect(label(dialog) == "Boarding pass")
    }

    @Test func aPopoverIsASheetOnIPhone() {
        let popover = resolve(screen.popover(isPresented: .constant(true), arrowEdge: .bottom) { Text("Tip") }).root.dump()
        let sheet = resolve(screen.sheet(isPresented: .constant(true)) { Text("Tip") }).root.dump()
        #expect(popover == sheet)
    }

    @Test func twoButtonsSitSideBySideTheCancelOneLeadingAndSemibold() throws {
        let tree = resolve(screen.alert("Delete trip?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Keep", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        })
        let alert = try #require(nodes(tree.root, role: .dialog(isAlert: true)).first)
        #expect(label(alert) == "Delete trip?")
        #expect(buttons(alert).map(\.title) == ["Keep", "Delete"])
        #expect(texts(alert).prefix(2) == ["Delete trip?", "It cannot be undone."])
        let lines = alert.dump().components(separatedBy: "\n")
        #expect(lines.first { $0.contains("\"Keep\"") }?.contains("semibold") == true)
        #expect(lines.first { $0.contains("\"Delete\"") }?.contains("semibold") == false)
    }

    @Test func threeOrMoreButtonsAreStackedTheCancelOneLast() throws {
        let tree = resolve(screen.alert(Text("Save changes?"), isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}
            Button("Discard", role: .destructive) {}
        })
        let alert = try #require(nodes(tree.root, role: .dialog(isAlert: true)).first)
        #expect(buttons(alert).map(\.title) == ["Save", "Discard", "Cancel"])
        #expect(buttons(alert).map(\.role) == [nil, .destructive, .cancel])
    }

    @Test func anAlertWithoutButtonsHasOK() throws {
        let tree = resolve(screen.alert("Saved", isPresented: .constant(true)) {})
        let alert = try #require(nodes(tree.root, role: .dialog(isAlert: true)).first)
        #expect(buttons(alert).map(\.title) == ["OK"])
    }

    @Test func anAlertPresentingDataShowsItsDataOnlyWhenThereIsSome() throws {
        let none = resolve(screen.alert("Trip", isPresented: .constant(true), presenting: Trip?.none) { Button($0.id) {} })
        #expect(nodes(none.root, role: .dialog(isAlert: true)).isEmpty)
        let some = resolve(screen.alert("Trip", isPresented: .constant(true), presenting: Trip(id: "Porto")) { trip in
            Button("Open \(trip.id)") {}
        } message: { trip in
            Text(trip.id)
        })
        let alert = try #require(nodes(some.root, role: .dialog(isAlert: true)).first)
        #expect(buttons(alert).map(\.title) == ["Open Porto"] && texts(alert).contains("Porto"))
    }

    @Test func aConfirmationDialogIsAnActionSheetWithASeparateCancel() throws {
        let hidden = resolve(screen.confirmationDialog("Share", isPresented: .constant(true)) {
            Button("Copy link") {}
            Button("Stop sharing", role: .destructive) {}
        })
        let sheet = try #require(nodes(hidden.root, role: .dialog(isAlert: true)).first)
        #expect(label(sheet) == "Share" && !texts(sheet).contains("Share"), "the title names it, hidden by default")
        #expect(buttons(sheet).map(\.title) == ["Copy link", "Stop sharing", "Cancel"])
        let visible = resolve(screen.confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Not now", role: .cancel) {}
            Button("Copy link") {}
        } message: {
            Text("Anyone with the link can see it.")
        })
        let shown = try #require(nodes(visible.root, role: .dialog(isAlert: true)).first)
        #expect(texts(shown).prefix(2) == ["Share", "Anyone with the link can see it."])
        #expect(buttons(shown).map(\.title) == ["Copy link", "Not now"])
    }

    @Test func anAlertFromInsideASheetShowsAboveIt() throws {
        let tree = resolve(screen.sheet(isPresented: .constant(true)) {
            Text("Sheet").alert("Inner", isPresented: .constant(true)) { Button("OK") {} }
        })
        let inert = nodes(tree.root, role: .inert)
        #expect(inert.count == 2, "the window and the sheet")
        #expect(nodes(inert[1], role: .dialog(isAlert: false, isElevated: true)).count == 1)
        let alert = try #require(nodes(tree.root, role: .dialog(isAlert: true)).first)
        #expect(label(alert) == "Inner")
    }

    @Test func ofTwoPresentationsAtOneLevelTheOutermostShows() throws {
        let tree = resolve(Text("Inner").sheet(isPresented: .constant(true)) { Text("First") }
            .alert("Second", isPresented: .constant(true)) {})
        #expect(nodes(tree.root, role: .dialog(isAlert: false, isElevated: true)).isEmpty)
        let alert = try #require(nodes(tree.root, role: .dialog(isAlert: true)).first)
        #expect(label(alert) == "Second")
    }
}

/// Reads the settings a sheet's content hands up, through the resolver.
enum SheetSettingsProbe {
    struct Settings {
        var detent: PresentationDetent
        var showsGrabber: Bool
    }

    static func settings<V: View>(_ modify: (Text) -> V) -> Settings {
        var resolver = Resolver(environment: EnvironmentValues())
        resolver.presentations = PresentationScope()
        let settings = resolver.resolveSheetContent(modify(Text("Content"))).settings
        return Settings(detent: settings.detent(screenLength: 844), showsGrabber: settings.showsGrabber)
    }
}
