import ContainerUI
import Foundation
import Testing

/// `NavigationStack` resolves to its navigation bar above its screen, composed of the other views.
@Suite struct NavigationStackTests {
    @Test func aStackIsItsBarAboveItsScreenFillingTheRest() {
        let stack = NavigationStack { Text("Hello").navigationTitle("Home") }
        let written = VStack(spacing: 0) {
            VStack(spacing: 0) {
                ZStack { HStack(spacing: 16) { Spacer(minLength: 0) } }
                    .frame(height: 44)
                    .padding(.horizontal, 16)
                Text("Home").font(.largeTitle).bold().lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(EdgeInsets(top: 3, leading: 16, bottom: 8, trailing: 16))
            }
            Text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        #expect(resolve(stack).root.dump() == resolve(written).root.dump())
    }

    @Test func withoutATitleTheBarIsItsRowOnly() {
        let stack = ResolvedStack(NavigationStack { Text("Untitled") })
        #expect(stack.bar?.children.count == 1)
        #expect(stack.largeTitle == nil && stack.centre == nil)
        #expect(stack.screen.textString == "Untitled")
    }

    @Test func severalRootViewsStackVertically() {
        let stack = ResolvedStack(NavigationStack { Text("A"); Text("B") })
        #expect(stack.screen.kind.summary == "VStack(alignment: center, spacing: default)")
        #expect(stack.screen.children.map(\.textString) == ["A", "B"])
    }

    @Test func theTitleFlowsUpFromDeepInsideTheScreen() {
        let stack = ResolvedStack(NavigationStack {
            VStack {
                ScrollView { Text("Row").navigationTitle("Deep") }
            }
        })
        #expect(stack.largeTitle?.textString == "Deep")
        #expect(stack.screen.allTexts == ["Row"])
    }

    @Test func aTitleOnAnEnclosingViewWinsAndOfSiblingsTheFirst() {
        let outer = ResolvedStack(NavigationStack {
            VStack { Text("A").navigationTitle("Inner") }.navigationTitle("Outer")
        })
        #expect(outer.largeTitle?.textString == "Outer")
        let siblings = ResolvedStack(NavigationStack {
            VStack {
                Text("A").navigationTitle("First")
                Text("B").navigationTitle("Second")
            }
        })
        #expect(siblings.largeTitle?.textString == "First")
    }

    @Test func titlesTakeTextsStringsAndLiterals() {
        let name = "Ana"
        #expect(ResolvedStack(NavigationStack { Color.red.navigationTitle(name) }).largeTitle?.textString == "Ana")
        #expect(ResolvedStack(NavigationStack { Color.red.navigationTitle("Hi \(name)") }).largeTitle?.textString == "Hi Ana")
        let text = ResolvedStack(NavigationStack { Color.red.navigationTitle(Text("Bold").bold()) }).largeTitle
        guard case .text(let resolved) = text?.kind else { Issue.record("no large title"); return }
        #expect(resolved.style.effectiveFont == Font.largeTitle.bold())
        #expect(ResolvedStack(NavigationStack { Color.red.navigationTitle(.constant("Draft")) }).largeTitle?.textString == "Draft")
    }

    @Test func theLargeTitleIs34PointBoldAtTheLeadingMargin() throws {
        let title = try #require(ResolvedStack(NavigationStack { Color.red.navigationTitle("Large") }).largeTitle)
        guard case .text(let text) = title.kind else { Issue.record("not a text"); return }
        #expect(text.style.effectiveFont.pointSize == 34 && text.style.effectiveFont.resolvedWeight == .bold)
        #expect(title.modifiers.map(\.description).joined(separator: " ").contains("leading"))
    }

    @Test func inlineTitlesAre17PointSemiboldCentredInTheBar() throws {
        let stack = ResolvedStack(NavigationStack {
            Color.red.navigationTitle("Inline").navigationBarTitleDisplayMode(.inline)
        })
        #expect(stack.largeTitle == nil)
        let centre = try #require(stack.centre)
        guard case .text(let text) = centre.kind else { Issue.record("not a text"); return }
        #expect(text.string == "Inline")
        #expect(text.style.effectiveFont.pointSize == 17 && text.style.effectiveFont.resolvedWeight == .semibold)
        guard case .zStack(let alignment) = try #require(stack.row).kind else { Issue.record("not a ZStack"); return }
        #expect(alignment == .center)
        let toolbarSpelling = ResolvedStack(NavigationStack { Color.red.navigationTitle("T").toolbarTitleDisplayMode(.inline) })
        #expect(toolbarSpelling.centre?.textString == "T")
    }

    @Test func explicitLargeAndAutomaticAreLargeAtTheRoot() {
        for mode in [NavigationBarItem.TitleDisplayMode.large, .automatic] {
            let stack = ResolvedStack(NavigationStack { Color.red.navigationTitle("T").navigationBarTitleDisplayMode(mode) })
            #expect(stack.largeTitle?.textString == "T" && stack.centre == nil)
        }
    }

    @Test func aNestedStackKeepsItsScreensValuesToItself() {
        let stack = ResolvedStack(NavigationStack {
            VStack {
                Text("Outer screen")
                NavigationStack { Text("Inner screen").navigationTitle("Inner") }
            }
        })
        #expect(stack.largeTitle == nil)
        let inner = ResolvedStack.Nested(stack.screen.children[1])
        #expect(inner.largeTitle == "Inner")
    }

    @Test func titlesAndToolbarsOutsideAStackChangeNothing() {
        let outside = Text("Alone")
            .navigationTitle("Nowhere")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } }
            .toolbar { Button("Edit") {} }
            .toolbar(.hidden, for: .navigationBar)
            .navigationDestination(for: Int.self) { Text("\($0)") }
        #expect(resolve(outside).root.dump() == resolve(Text("Alone")).root.dump())
        #expect(!renderHTML(outside).contains("Add"))
    }

    @Test func destinationsAreNotDrawnOnTheRootScreen() {
        let dump = resolve(NavigationStack {
            List {
                NavigationLink("Open") { Text("Secret destination") }
                NavigationLink("Value", value: 7)
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
            .navigationDestination(isPresented: .constant(false)) { Text("Presented") }
        }).root.dump()
        #expect(!dump.contains("Secret") && !dump.contains("Number") && !dump.contains("Presented"))
    }

    @Test func aHiddenNavigationBarRemovesTheBarAndItsTitle() {
        let stack = ResolvedStack(NavigationStack {
            Text("Full screen").navigationTitle("Gone").toolbar(.hidden, for: .navigationBar)
        })
        #expect(stack.bar == nil && stack.node.children.count == 1)
        #expect(!stack.node.allTexts.contains("Gone"))
        let automatic = ResolvedStack(NavigationStack { Text("X").navigationTitle("Gone").toolbar(.hidden, for: .automatic) })
        #expect(automatic.bar == nil)
        let tabBar = ResolvedStack(NavigationStack { Text("X").navigationTitle("Kept").toolbar(.hidden, for: .tabBar) })
        #expect(tabBar.largeTitle?.textString == "Kept")
    }

    @Test func overAListTheBarShowsTheGroupedBackground() {
        let list = ResolvedStack(NavigationStack { List { Text("Row") }.navigationTitle("Grouped") })
        #expect(list.bar?.modifiers.map(\.description) == ["background(groupedBackground)"])
        let form = ResolvedStack(NavigationStack { Form { Text("Row") }.navigationTitle("Form") })
        #expect(form.bar?.modifiers.map(\.description) == ["background(groupedBackground)"])
        let plain = ResolvedStack(NavigationStack { Text("Plain").navigationTitle("Plain") })
        #expect(plain.bar?.modifiers.isEmpty == true)
    }

    @Test func aToolbarBackgroundIsDrawnWhenVisible() {
        let hidden = ResolvedStack(NavigationStack { Text("X").toolbarBackground(Color.orange, for: .navigationBar) })
        #expect(hidden.bar?.modifiers.isEmpty == true)
        let visible = ResolvedStack(NavigationStack {
            Text("X").toolbarBackground(Color.orange, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
        })
        #expect(visible.bar?.modifiers.map(\.description) == ["background(orange)"])
        let material = ResolvedStack(NavigationStack { Text("X").toolbarBackgroundVisibility(.visible, for: .navigationBar) })
        #expect(material.bar?.modifiers.map(\.description) == ["background(barMaterial)"])
    }

    @Test func aToolbarColorSchemeAppliesToTheBar() {
        let stack = ResolvedStack(NavigationStack { Text("X").navigationTitle("Dark").toolbarColorScheme(.dark, for: .navigationBar) })
        #expect(stack.bar?.modifiers.map(\.description) == ["colorScheme(dark)"])
        #expect(stack.screen.modifiers.map(\.description).allSatisfy { !$0.contains("colorScheme") })
    }

    @Test func theStackFillsTheWindowAndTheScreenTheSpaceBelowTheBar() {
        let tree = resolve(NavigationStack { Text("Centred").navigationTitle("Layout") })
        let frames = layout(tree, in: CGSize(width: 390, height: 844)).framesByID
        #expect(frames["0.0"]?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(frames["0.0.0"]?.frame == CGRect(x: 0, y: 0, width: 390, height: 96))
        #expect(frames["0.0.1"]?.frame == CGRect(x: 0, y: 96, width: 390, height: 748))
    }

    @available(*, deprecated)
    @Test func aNavigationViewIsAStackOfItsFirstColumn() {
        let view = NavigationView {
            Text("Sidebar").navigationTitle("Mail")
            Text("Detail")
        }
        .navigationViewStyle(.stack)
        #expect(resolve(view).root.dump() == resolve(NavigationStack { Text("Sidebar").navigationTitle("Mail") }).root.dump())
    }
}

extension ResolvedStack {
    /// A stack found inside another tree.
    struct Nested {
        let stack: ResolvedNode
        init(_ node: ResolvedNode) { stack = node }
        var largeTitle: String? {
            let bar = stack.children[0]
            return bar.children.count > 1 ? bar.children[1].textString : nil
        }
    }
}
