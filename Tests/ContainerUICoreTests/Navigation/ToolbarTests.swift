import ContainerUI
import Foundation
import Testing

/// Toolbar items land in the navigation bar or the bottom toolbar by their placement.
@Suite struct ToolbarTests {
    private func stack(@ToolbarContentBuilder _ items: () -> some ToolbarContent) -> ResolvedStack {
        let items = items()
        return ResolvedStack(NavigationStack { Text("Screen").navigationTitle("Title").toolbar { items } })
    }

    @Test(arguments: [
        (ToolbarItemPlacement.topBarLeading, "leading"), (.navigationBarLeading, "leading"), (.navigation, "leading"),
        (.cancellationAction, "leading"), (.topBarTrailing, "trailing"), (.navigationBarTrailing, "trailing"),
        (.automatic, "trailing"), (.primaryAction, "trailing"), (.confirmationAction, "trailing"),
        (.destructiveAction, "trailing"), (.principal, "principal"), (.bottomBar, "bottom"), (.keyboard, "none"),
    ])
    func placementsPutItemsWhereIOSDoes(placement: ToolbarItemPlacement, region: String) {
        let stack = stack { ToolbarItem(placement: placement) { Button("Item") {} } }
        let spacer = stack.lineSummary.firstIndex(of: "Spacer(minLength: 0)")
        let lineTexts = stack.line.map(\.allTexts)
        let found: String
        if let index = lineTexts.firstIndex(of: ["Item"]) {
            found = spacer.map { index < $0 ? "leading" : "trailing" } ?? "?"
        } else if stack.centre?.allTexts == ["Item"] {
            found = "principal"
        } else if stack.bottomBar?.allTexts == ["Item"] {
            found = "bottom"
        } else {
            found = stack.node.allTexts.contains("Item") ? "elsewhere" : "none"
        }
        #expect(found == region, "\(placement)")
    }

    @Test func theRowIsLeadingItemsASpacerAndTrailingItemsInDeclarationOrder() {
        let stack = stack {
            ToolbarItem(placement: .topBarTrailing) { Button("T1") {} }
            ToolbarItem(placement: .topBarLeading) { Button("L1") {} }
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("T2") {}
                Button("T3") {}
            }
            ToolbarItem(placement: .topBarLeading) { Button("L2") {} }
        }
        #expect(stack.line.map { $0.allTexts.first ?? $0.kind.summary } == ["L1", "L2", "Spacer(minLength: 0)", "T1", "T2", "T3"])
        #expect(stack.row?.children[0].kind.summary == "HStack(alignment: center, spacing: 16)")
        #expect(stack.largeTitle?.textString == "Title")
    }

    @Test func aPrincipalItemReplacesTheInlineTitle() {
        let stack = ResolvedStack(NavigationStack {
            Text("Screen")
                .navigationTitle("Hidden by the principal item")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("Principal") } }
        })
        #expect(stack.centre?.allTexts == ["Principal"])
        #expect(!stack.node.allTexts.contains("Hidden by the principal item"))
    }

    @Test func aConfirmationActionIsSemibold() throws {
        let stack = stack {
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        }
        func weight(of title: String) -> Font.Weight? {
            for node in stack.line where node.allTexts == [title] {
                if case .text(let text) = node.children.first?.kind { return text.style.effectiveFont.resolvedWeight }
            }
            return nil
        }
        #expect(weight(of: "Done") == .semibold)
        #expect(weight(of: "Cancel") == .regular)
    }

    @Test func theViewBuilderToolbarPutsEachViewAtTheAutomaticPlacement() {
        let stack = ResolvedStack(NavigationStack {
            Text("Screen").toolbar {
                Button("One") {}
                Button("Two") {}
            }
        })
        #expect(stack.line.map { $0.allTexts.first ?? $0.kind.summary } == ["Spacer(minLength: 0)", "One", "Two"])
    }

    @Test func itemsOfViewsInsideComeBeforeTheOnesOfEnclosingViews() {
        let stack = ResolvedStack(NavigationStack {
            VStack { Text("Screen").toolbar { Button("Inner") {} } }
                .toolbar { Button("Outer") {} }
        })
        #expect(stack.line.compactMap { $0.allTexts.first } == ["Inner", "Outer"])
    }

    @Test func conditionalToolbarContent() {
        for isEditing in [true, false] {
            let stack = stack {
                if isEditing {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                } else {
                    ToolbarItem(placement: .primaryAction) { Button("Edit") {} }
                }
                if isEditing {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                }
            }
            let texts = stack.line.flatMap(\.allTexts)
            #expect(texts == (isEditing ? ["Cancel", "Done"] : ["Edit"]))
        }
    }

    @Test func theBottomBarIsItsItemsFromTheLeadingEdgeOnTheBarMaterial() throws {
        let stack = stack {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Previous") {}
                Spacer()
                Button("Next") {}
            }
        }
        let bottom = try #require(stack.bottomBar)
        #expect(bottom.kind.summary == "HStack(alignment: center, spacing: 16)")
        #expect(bottom.children.map { $0.allTexts.first ?? $0.kind.summary } == ["Previous", "Spacer", "Next"])
        #expect(bottom.modifiers.map(\.description).last == "background(barMaterial)")
        #expect(stack.line.map(\.kind.summary) == ["Spacer(minLength: 0)"])
        let hidden = ResolvedStack(NavigationStack {
            Text("Screen")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Gone") {} } }
                .toolbar(.hidden, for: .bottomBar)
        })
        #expect(hidden.bottomBar == nil && !hidden.node.allTexts.contains("Gone"))
    }

    @Test func toolbarItemsTakeTheEnvironmentOfTheirModifier() throws {
        let stack = ResolvedStack(NavigationStack {
            Text("Screen")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Red") } }
                .foregroundStyle(.red)
        })
        let red = try #require(stack.line.first { $0.textString == "Red" })
        guard case .text(let text) = red.kind else { return }
        #expect(text.style.foreground == .color(.red))
    }

    @Test func aLinkInAToolbarHasNoListChevronEvenWhenDeclaredInAList() {
        let stack = ResolvedStack(NavigationStack {
            List {
                Text("Row").toolbar { NavigationLink("Next", value: 1) }
            }
        })
        let link = stack.line.first { $0.allTexts == ["Next"] }
        #expect(link?.kind.typeName == "Button")
    }
}
