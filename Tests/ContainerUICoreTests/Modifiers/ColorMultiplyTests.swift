import ContainerUI
import ContainerUICore
import Testing

/// `colorMultiply(_:)`: recorded on the view with its colour.
@Suite("colorMultiply")
struct ColorMultiplyTests {
    @Test("colorMultiply is recorded on each member with its colour")
    func recorded() {
        #expect(resolve(Text("a").colorMultiply(.red)).dump() == "Root\n  Text(\"a\") .colorMultiply(red)")
        let group = resolve(Group { Text("a"); Text("b") }.colorMultiply(Color(red: 1, green: 0.5, blue: 0)))
        #expect(group.root.children.allSatisfy { $0.modifiers.count == 1 })
    }

    @Test("A colour's components: sRGB values, a system colour's in the appearance, opacity included")
    func components() {
        let orange = Color(red: 1, green: 0.5, blue: 0).opacity(0.5).components(in: .light)
        #expect(orange.red == 1 && orange.green == 0.5 && orange.blue == 0 && orange.opacity == 0.5)
        let blue = Color.blue.components(in: .light), darkBlue = Color.blue.components(in: .dark)
        #expect(blue.red == 0 && blue.opacity == 1 && darkBlue != blue)
        #expect(Color.clear.components(in: .light).opacity == 0)
    }
}
