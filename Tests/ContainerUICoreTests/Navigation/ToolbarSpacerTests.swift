import ContainerUI
import Foundation
import Testing

/// iOS 26's `ToolbarSpacer`: a flexible one is a `Spacer` item of the bar, a fixed one an empty
/// item of no width (one more item gap).
@Suite struct ToolbarSpacerTests {
    @Test func spacersAreItemsOfTheirPlacement() {
        let dump = resolve(NavigationStack {
            Text("x").toolbar {
                ToolbarItem(placement: .bottomBar) { Button("A") {} }
                ToolbarSpacer(placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button("B") {} }
                ToolbarSpacer(.fixed, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button("C") {} }
            }
        }).root.dump()
        let items = ["        Text(\"A\")", "      Spacer", "      Button", "        Text(\"B\")", "      Spacer(minLength: 0) .frame(0×nil)",
                     "      Button", "        Text(\"C\")"]
        #expect(dump.contains(items.joined(separator: "\n")))
    }
}
