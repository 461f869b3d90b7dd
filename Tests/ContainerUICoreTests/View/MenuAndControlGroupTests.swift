import ContainerUI
import Foundation
import Testing

/// `Menu` and `ControlGroup` as they resolve: closed menus, and groups in each iOS style.
@Suite struct MenuAndControlGroupTests {
    private func menuButtons(_ node: ResolvedNode) -> [ResolvedNode] {
        let isMenu = node.modifiers.contains { if case .accessibilityRole(.menuButton) = $0 { true } else { false } }
        return (isMenu ? [node] : []) + node.children.flatMap(menuButtons)
    }

    @Test func aMenuIsAClosedMenuButtonOfItsLabelItsItemsNeverResolved() {
        struct Item: View {
            var body: some View { fatalError("a closed menu's items are not resolved") }
        }
        let tree = resolve(Menu("Sort") { Item(); Divider(); Menu("More") { Item() } })
        let buttons = menuButtons(tree.root)
        #expect(buttons.count == 1 && tree.root.children.count == 1)
        guard case .button(let role, _) = buttons[0].kind else { Issue.record("not a button"); return }
        #expect(role == nil && buttons[0].dump().contains("\"Sort\""))
    }

    @Test func menuStylesPickTheButtonStyle() {
        let bordered = resolve(Menu("Sort") {}.buttonStyle(.bordered)).root.dump()
        #expect(resolve(Menu("Sort") {}.menuStyle(.button).buttonStyle(.bordered)).root.dump() == bordered)
        #expect(resolve(Menu("Sort") {}.menuStyle(.borderlessButton).buttonStyle(.bordered)).root.dump() == resolve(Menu("Sort") {}).root.dump())
        #expect(resolve(Menu("Sort") {}).root.dump() != bordered)
    }

    @Test func aMenuWithAPrimaryActionOrASymbolLooksTheSame() {
        let plain = resolve(Menu("Reply") {}).root.dump()
        #expect(resolve(Menu("Reply") {} primaryAction: {}).root.dump() == plain)
        #expect(resolve(Menu("Add", systemImage: "plus") {}).root.dump().contains("Label"))
    }

    @Test func aControlGroupIsItsControlsInOneCapsuleWithHairlinesBetween() {
        let tree = resolve(ControlGroup("Format") { Button("Bold") {}; Button("Italic") {}; Button("Underline") {} })
        let dump = tree.root.dump()
        #expect(dump.components(separatedBy: "Divider").count == 3, "two hairlines")
        #expect(dump.components(separatedBy: "Button").count == 4)
        #expect(dump.contains("Capsule") && dump.contains("accessibilityLabel"))
    }

    @Test func aControlGroupInAMenuStyleIsAMenuOfItsLabel() {
        for style in [AnyControlGroupStyleCase.menu, .compactMenu] {
            let group = ControlGroup { Button("Copy") {} } label: { Text("Edit") }
            let tree = resolve(style == .menu ? AnyView(group.controlGroupStyle(.menu)) : AnyView(group.controlGroupStyle(.compactMenu)))
            #expect(menuButtons(tree.root).count == 1)
            #expect(tree.root.dump().contains("\"Edit\"") && !tree.root.dump().contains("\"Copy\""))
        }
        let navigation = resolve(ControlGroup { Button("Copy") {}; Button("Paste") {} }.controlGroupStyle(.navigation)).root.dump()
        #expect(!navigation.contains("Divider") && !navigation.contains("Capsule"))
        #expect(resolve(ControlGroup { Button("Copy") {} }.controlGroupStyle(.palette)).root.dump()
            == resolve(ControlGroup { Button("Copy") {} }.controlGroupStyle(.navigation)).root.dump())
    }

    enum AnyControlGroupStyleCase { case menu, compactMenu }
}
