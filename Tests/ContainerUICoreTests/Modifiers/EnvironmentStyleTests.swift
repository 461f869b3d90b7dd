import ContainerUI
import Foundation
import Testing

/// Modifiers that set SwiftUI environment values and the views that read them:
/// `allowsTightening`, `backgroundStyle` with `background()`, `badgeProminence`, `listItemTint`,
/// `scrollClipDisabled`, `scrollIndicatorsFlash`, `containerBackground`, `containerShape` and
/// `Text.textScale`.
@Suite("Environment styles: tightening, background style, badges, list item tint, scroll clipping, container backgrounds, text scale")
struct EnvironmentStyleTests {
    struct Reader<Value>: View {
        let keyPath: KeyPath<EnvironmentValues, Value>
        let seen: (Value) -> Void
        @Environment(\.self) private var environment

        var body: some View {
            seen(environment[keyPath: keyPath])
            return EmptyView()
        }
    }

    private func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>, _ wrap: (Reader<Value>) -> some View) -> Value? {
        nonisolated(unsafe) var value: Value?
        _ = resolve(wrap(Reader(keyPath: keyPath) { value = $0 }))
        return value
    }

    @Test("allowsTightening sets the environment value, off by default")
    func allowsTightening() {
        #expect(EnvironmentValues().allowsTightening == false)
        #expect(read(\.allowsTightening) { $0.allowsTightening(true) } == true)
        #expect(read(\.allowsTightening) { $0.allowsTightening(false).allowsTightening(true) } == false, "the innermost wins")
    }

    @Test("background() fills with the background style: the system background unless backgroundStyle sets one")
    func backgroundStyle() {
        #expect(EnvironmentValues().backgroundStyle == nil)
        #expect(read(\.backgroundStyle) { $0.backgroundStyle(.orange) } == AnyShapeStyle(Color.orange))
        let plain = resolve(Text("a").background()).root.children[0].modifiers.map(\.description)
        #expect(plain == ["background(background)"])
        let styled = resolve(VStack { Text("a").background() }.backgroundStyle(.mint)).root.children[0].children[0].modifiers.map(\.description)
        #expect(styled == ["background(mint)"])
        let fill = resolve(Rectangle().fill(.background).backgroundStyle(.teal)).root.children[0]
        #expect(fill.kind.summary.contains("fill=teal"), "the .background shape style follows it too")
    }

    private func badge(_ row: some View) -> ResolvedNode? {
        let row = resolve(List { row }).root.nodes { node in node.modifiers.contains { if case .badge = $0 { true } else { false } } }.first
        for modifier in row?.modifiers ?? [] { if case .badge(.content(let nodes, _)) = modifier { return nodes.first } }
        return nil
    }

    private func foreground(_ node: ResolvedNode?) -> ResolvedShapeStyle? {
        if case .text(let text) = node?.kind { text.style.foreground } else { nil }
    }

    @Test("badgeProminence: secondary text by default, tertiary when decreased, white on a red capsule when increased")
    func badgeProminence() {
        #expect(EnvironmentValues().badgeProminence == .standard)
        #expect(read(\.badgeProminence) { $0.badgeProminence(.increased) } == .increased)
        #expect(foreground(badge(Text("Inbox").badge(3))) == .hierarchical(1))
        #expect(foreground(badge(Text("Inbox").badge(3).badgeProminence(.decreased))) == .hierarchical(2))
        let increased = badge(Text("Inbox").badge(3).badgeProminence(.increased))
        #expect(increased?.modifiers.map(\.description).contains("background(red in Capsule)") == true)
        #expect(foreground(increased) == .color(.white))
        #expect(badge(Text("Inbox").badge(3).badgeProminence(.standard))?.modifiers.isEmpty == true)
    }

    private func iconForeground(_ view: some View) -> ResolvedShapeStyle? {
        for node in resolve(view).root.nodes(where: { if case .image = $0.kind { true } else { false } }) {
            if case .image(let image) = node.kind { return image.foreground }
        }
        return nil
    }

    @Test("listItemTint colours the icons of labels in list rows, and only there")
    func listItemTint() {
        let label = Label("Inbox", systemImage: "tray")
        #expect(iconForeground(List { label }) == .hierarchical(0))
        #expect(iconForeground(List { label.listItemTint(.red) }) == .color(.red))
        #expect(iconForeground(List { label.listItemTint(.preferred(.green)) }) == .color(.green))
        #expect(iconForeground(List { label.listItemTint(.monochrome) }) == .color(.gray))
        #expect(iconForeground(List { label.listItemTint(.fixed(.red)).listItemTint(nil as ListItemTint?) }) == .color(.red), "the innermost write wins")
        #expect(iconForeground(List { label.listItemTint(nil as ListItemTint?).listItemTint(.red) }) == .hierarchical(0))
        #expect(iconForeground(VStack { label }.listItemTint(.red)) == .hierarchical(0), "outside a list: no tint")
    }

    @Test("scrollClipDisabled marks the scroll views inside; scrollIndicatorsFlash changes nothing")
    func scrollClip() {
        let scroll = resolve(ScrollView { Text("a") }.scrollClipDisabled()).root.children[0]
        guard case .scrollView(let resolved) = scroll.kind else { Issue.record("no scroll view"); return }
        #expect(resolved.isClipDisabled && scroll.kind.summary.contains("clip disabled"))
        guard case .scrollView(let plain) = resolve(ScrollView { Text("a") }.scrollClipDisabled(false)).root.children[0].kind else { return }
        #expect(!plain.isClipDisabled)
        #expect(resolve(ScrollView { Text("a") }.scrollIndicatorsFlash(onAppear: true)).dump() == resolve(ScrollView { Text("a") }).dump())
    }

    @Test("containerBackground(for: .navigation) is drawn behind the nearest navigation stack's screen and bar")
    func containerBackground() {
        let stack = resolve(NavigationStack { Text("a").containerBackground(.yellow, for: .navigation).navigationTitle("T") }).root.children[0]
        #expect(stack.modifiers.map(\.description).contains("background(yellow)"))
        let views = resolve(NavigationStack { Text("a").containerBackground(for: .navigation) { Color.blue } }).root.children[0]
        #expect(views.modifiers.contains { if case .background(.content(let nodes, _)) = $0 { nodes.first?.kind.summary == "Color(blue)" } else { false } })
        #expect(resolve(NavigationStack { Text("a") }).root.children[0].modifiers.isEmpty)
        let outside = resolve(Text("a").containerBackground(.yellow, for: .navigation))
        #expect(outside.dump() == resolve(Text("a")).dump(), "outside a stack nothing draws it")
        let widget = resolve(NavigationStack { Text("a").containerBackground(.yellow, for: .widget) }).root.children[0]
        #expect(widget.modifiers.isEmpty, "only the navigation placement is drawn on iOS")
    }

    @Test("containerShape sets the shape a ContainerRelativeShape inside draws; without one it is a rectangle")
    func containerShape() {
        func shape(_ view: some View) -> String? {
            for node in resolve(view).root.nodes(where: { if case .shape = $0.kind { true } else { false } }) {
                if case .shape(let shape) = node.kind { return shape.shape.description }
            }
            return nil
        }
        #expect(shape(ContainerRelativeShape().fill(.red).containerShape(Capsule())) == "ContainerRelativeShape(Capsule)")
        #expect(shape(VStack { ContainerRelativeShape().strokeBorder(.blue, lineWidth: 2) }.containerShape(Circle())) == "ContainerRelativeShape(Circle)")
        #expect(shape(VStack { ContainerRelativeShape() }.containerShape(Circle()).containerShape(Capsule())) == "ContainerRelativeShape(Circle)",
                "the innermost wins")
        #expect(shape(ContainerRelativeShape().fill(.red)) == "Rectangle")
        #expect(shape(Ellipse().fill(.red).containerShape(Capsule())) == "Ellipse", "other shapes keep their own")
    }

    @Test("A clip or background in a ContainerRelativeShape takes the container's shape too; the container names its frame")
    func containerShapeInModifiers() {
        let tree = resolve(Color.red.clipShape(ContainerRelativeShape()).background(.blue, in: ContainerRelativeShape())
            .containerShape(RoundedRectangle(cornerRadius: 12)))
        let modifiers = tree.root.children[0].modifiers.map(\.description)
        #expect(modifiers.count == 3)
        #expect(modifiers[0].contains("ContainerRelativeShape(RoundedRectangle") && modifiers[1].contains("ContainerRelativeShape(RoundedRectangle"))
        #expect(modifiers[2] == "coordinateSpace(containerShape)")
        let plain = resolve(Color.red.clipShape(ContainerRelativeShape())).root.children[0].modifiers.map(\.description)
        #expect(plain.count == 1 && plain[0].contains("Rectangle") && !plain[0].contains("ContainerRelativeShape"))
    }

    @Test("textScale(.secondary) sets text a text style smaller, a fixed size at 85%, on the text or around it")
    func textScale() throws {
        func font(_ view: some View) -> Font? {
            guard case .text(let resolved) = resolve(view).root.children[0].kind else { return nil }
            return resolved.style.font(default: .body)
        }
        #expect(font(Text("kg").textScale(.secondary)) == .callout)
        #expect(font(Text("kg").font(.headline).textScale(.secondary))?.pointSize == 16)
        #expect(font(Text("kg").font(.headline).textScale(.secondary))?.resolvedWeight == .semibold)
        #expect(font(Text("kg").font(.system(size: 20)).textScale(.secondary))?.pointSize == 17)
        #expect(font(Text("kg").textScale(.secondary, isEnabled: false)) == .body)
        #expect(font(Text("kg").textScale(.default)) == .body)
        #expect(font(Text("kg").textScale(.secondary).font(.headline))?.pointSize == 16, "the scale holds whatever font comes after")
        #expect(font(Text("kg").font(.title).textScale(.secondary)) == .title2)
        #expect(font(Text("kg").textScale(.secondary)) == font(Text("kg").textScale(.secondary).frame(width: 40)))
    }

    @Test("View.textScale scales the text inside, whatever its font")
    func viewTextScale() {
        func fonts(_ view: some View) -> [Font] {
            var fonts: [Font] = []
            func visit(_ node: ResolvedNode) {
                if case .text(let text) = node.kind { fonts.append(text.style.font(default: .body)) }
                node.children.forEach(visit)
            }
            visit(resolve(view).root)
            return fonts
        }
        #expect(fonts(HStack { Text("5"); Text("kg").font(.title) }.textScale(.secondary)) == [.callout, .title2])
        #expect(fonts(HStack { Text("kg") }.textScale(.secondary, isEnabled: false)) == [.body])
    }
}
