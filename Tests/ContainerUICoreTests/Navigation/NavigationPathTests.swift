import ContainerUI
import Foundation
import Testing

/// A stack whose path binding starts non-empty shows the destination registered for the path's
/// last value, with a back button titled by the screen below.
@Suite struct NavigationPathTests {
    private struct Numbers: View {
        var path: [Int]
        var body: some View {
            NavigationStack(path: .constant(path)) {
                List(1..<4, id: \.self) { NavigationLink("Number \($0)", value: $0) }
                    .navigationTitle("Numbers")
                    .navigationDestination(for: Int.self) { number in
                        Text("Detail of \(number)").navigationTitle("Number \(number)")
                    }
            }
        }
    }

    @Test func anEmptyPathShowsTheRoot() {
        let stack = ResolvedStack(Numbers(path: []))
        #expect(stack.largeTitle?.textString == "Numbers")
        #expect(stack.screen.kind.typeName == "List")
        #expect(stack.lineSummary == ["Spacer(minLength: 0)"])
    }

    @Test func thePathsLastValueShowsItsDestinationWithABackButton() throws {
        let stack = ResolvedStack(Numbers(path: [1, 2]))
        #expect(stack.screen.textString == "Detail of 2")
        #expect(stack.largeTitle?.textString == "Number 2")
        let back = try #require(stack.line.first)
        #expect(back.kind.typeName == "Button")
        #expect(back.allTexts == ["Number 1"])
        #expect(back.dump().contains("Image(systemName: \"chevron.left\")"))
        let one = ResolvedStack(Numbers(path: [3]))
        #expect(one.line.first?.allTexts == ["Numbers"])
    }

    @Test func aPushedScreenTakesTheDisplayModeOfTheScreenBelowUnlessItSetsOne() {
        let inheritedInline = ResolvedStack(NavigationStack(path: .constant([5])) {
            Text("Root").navigationTitle("Root").navigationBarTitleDisplayMode(.inline)
                .navigationDestination(for: Int.self) { Text("\($0)").navigationTitle("Pushed") }
        })
        #expect(inheritedInline.centre?.textString == "Pushed" && inheritedInline.largeTitle == nil)
        let ownInline = ResolvedStack(NavigationStack(path: .constant([5])) {
            Text("Root").navigationTitle("Root")
                .navigationDestination(for: Int.self) { Text("\($0)").navigationTitle("Pushed").navigationBarTitleDisplayMode(.inline) }
        })
        #expect(ownInline.centre?.textString == "Pushed")
    }

    @Test func aNavigationPathMixesTypesAndDestinationsFromPushedScreensCount() {
        var path = NavigationPath()
        path.append(7)
        path.append("seven")
        #expect(path.count == 2 && !path.isEmpty)
        let stack = ResolvedStack(NavigationStack(path: .constant(path)) {
            Text("Root")
                .navigationDestination(for: Int.self) { number in
                    Text("Int \(number)").navigationDestination(for: String.self) { Text("String \($0)") }
                }
        })
        #expect(stack.screen.textString == "String seven")
        #expect(stack.line.first?.allTexts == ["Back"])
        path.removeLast()
        #expect(path == NavigationPath([7]))
        path.removeLast()
        #expect(path.isEmpty)
    }

    @Test func aValueWithoutADestinationStopsThePath() {
        let path = NavigationPath([1]).appending("no destination").appending(2)
        let stack = ResolvedStack(NavigationStack(path: .constant(path)) {
            Text("Root").navigationDestination(for: Int.self) { Text("Int \($0)") }
        })
        #expect(stack.screen.textString == "Int 1")
    }

    @Test func theBackButtonCanBeHidden() {
        let stack = ResolvedStack(NavigationStack(path: .constant([1])) {
            Text("Root").navigationDestination(for: Int.self) { Text("\($0)").navigationBarBackButtonHidden() }
        })
        #expect(stack.line.map(\.kind.summary) == ["Spacer(minLength: 0)"])
    }

    @Test func aPresentedDestinationIsPushedAboveTheScreenDeclaringIt() {
        let presented = ResolvedStack(NavigationStack {
            Text("Root").navigationTitle("Home")
                .navigationDestination(isPresented: .constant(true)) { Text("Shown").navigationTitle("Sheet-less") }
        })
        #expect(presented.screen.textString == "Shown")
        #expect(presented.line.first?.allTexts == ["Home"])
        let item = ResolvedStack(NavigationStack {
            Text("Root").navigationDestination(item: .constant(Optional(4))) { Text("Item \($0)") }
        })
        #expect(item.screen.textString == "Item 4")
        let none = ResolvedStack(NavigationStack {
            Text("Root").navigationDestination(item: .constant(Int?.none)) { Text("Item \($0)") }
        })
        #expect(none.screen.textString == "Root")
    }

    @available(*, deprecated, message: "tests iOS 13's deprecated NavigationLink forms")
    @Test func anActiveLinkOfTheOlderFormsPushesItsDestination() {
        let active = ResolvedStack(NavigationStack {
            List { NavigationLink("Details", isActive: .constant(true)) { Text("Pushed") } }.navigationTitle("Home")
        })
        #expect(active.screen.textString == "Pushed")
        #expect(active.line.first?.allTexts == ["Home"])
        let tagged = ResolvedStack(NavigationStack {
            VStack {
                NavigationLink(destination: Text("One"), tag: 1, selection: .constant(Optional(2))) { Text("1") }
                NavigationLink(destination: Text("Two"), tag: 2, selection: .constant(Optional(2))) { Text("2") }
            }
        })
        #expect(tagged.screen.textString == "Two")
        let inactive = ResolvedStack(NavigationStack {
            NavigationLink(destination: Text("Pushed"), isActive: .constant(false)) { Text("Root") }
        })
        #expect(inactive.screen.allTexts == ["Root"], "an inactive link stays a link on the root screen")
    }

    @Test func aDestinationPresentingItselfStopsAtTheDepthLimit() {
        let stack = resolve(NavigationStack { Looping(depth: 0) }).root
        #expect(stack.subtreeCount < 10_000)
    }

    private struct Looping: View {
        let depth: Int
        var body: some View {
            Text("Depth \(depth)").navigationDestination(isPresented: .constant(true)) { Looping(depth: depth + 1) }
        }
    }
}

extension NavigationPath {
    /// This path with `value` on top.
    func appending<V: Hashable>(_ value: V) -> NavigationPath {
        var copy = self
        copy.append(value)
        return copy
    }
}
