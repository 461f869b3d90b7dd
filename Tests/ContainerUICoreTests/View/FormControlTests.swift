import ContainerUI
import Foundation
import Testing

/// `TextField`, `SecureField`, `Stepper`, `Picker` in each style, the button toggle style and
/// accessibility traits, as they resolve.
@Suite struct FormControlTests {
    enum Failure: Error { case wrongKind }

    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, mint
        var id: Self { self }
    }

    private func field(_ view: some View) throws -> ResolvedTextField {
        guard case .textField(let field) = resolve(view).root.children[0].kind else { throw Failure.wrongKind }
        return field
    }

    @Test func aTextFieldHoldsItsTextAndItsPromptAndIsNamedByItsLabel() throws {
        let named = try field(TextField("Name", text: .constant("Sam")))
        #expect(named.text.string == "Sam" && named.prompt == "Name" && !named.isSecure && named.style == .plain)
        #expect(resolve(TextField("Name", text: .constant(""))).root.children[0].children.count == 1, "the label's Text")
        let prompted = try field(TextField("Email", text: .constant(""), prompt: Text("name@example.com")).textFieldStyle(.roundedBorder))
        #expect(prompted.prompt == "name@example.com" && prompted.style == .roundedBorder)
        let font = try field(TextField("Name", text: .constant("Sam")).font(.title))
        #expect(font.text.style.font == .title)
    }

    @Test func aSecureFieldHoldsOneDotACharacterNeverTheSecret() throws {
        let secure = try field(SecureField("Password", text: .constant("hunter2")))
        #expect(secure.isSecure && secure.text.string == String(repeating: "\u{2022}", count: 7))
        #expect(!resolve(SecureField("Password", text: .constant("hunter2"))).root.dump().contains("hunter2"))
    }

    @Test func aStepperDisablesTheButtonThatWouldLeaveItsBounds() {
        func disabled(_ value: Int) -> [Bool] {
            let dump = resolve(Stepper("Shots", value: .constant(value), in: 1...4)).root.dump()
            let buttons = dump.components(separatedBy: "\n").filter { $0.contains("Button") }
            return buttons.map { $0.contains("disabled") }
        }
        #expect(disabled(1) == [true, false])
        #expect(disabled(2) == [false, false])
        #expect(disabled(4) == [false, true])
        let actions = resolve(Stepper("Step", onIncrement: {}, onDecrement: nil)).root.dump()
        #expect(actions.contains("accessibilityLabel(\"Decrement\")") && actions.contains("accessibilityLabel(\"Increment\")"))
        #expect(actions.components(separatedBy: "disabled").count - 1 == 1)
    }

    /// The texts of a subtree, in order.
    private func texts(_ node: ResolvedNode) -> [String] {
        var result: [String] = []
        if case .text(let text) = node.kind { result.append(text.fullString) }
        for child in node.children { result += texts(child) }
        for modifier in node.modifiers {
            if case .background(.content(let nodes, _)) = modifier { result += nodes.flatMap(texts) }
        }
        return result
    }

    @Test func aMenuPickerShowsTheValueTaggedLikeTheSelection() throws {
        let picker = Picker("Flavor", selection: .constant(Flavor.chocolate)) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        }
        let button = resolve(picker).root.children[0]
        guard case .button = button.kind else { throw Failure.wrongKind }
        #expect(texts(button) == ["Chocolate"])
        #expect(button.dump().contains("accessibilityLabel(\"Flavor, Chocolate\")"))
        // Explicit tags win over a ForEach's ids, and a ForEach inside an option is not tagged.
        let tagged = Picker("Size", selection: .constant(2)) {
            Text("One").tag(1)
            Text("Two").tag(2)
        }
        #expect(texts(resolve(tagged).root.children[0]) == ["Two"])
        let overridden = Picker("Flavor", selection: .constant("sweet")) {
            ForEach(Flavor.allCases) { Text($0.rawValue).tag($0 == .mint ? "fresh" : "sweet") }
        }
        #expect(texts(resolve(overridden).root.children[0]) == ["vanilla"])
        // Nothing matches: no value, only the chevrons.
        #expect(texts(resolve(Picker("Size", selection: .constant(9)) { Text("One").tag(1) }).root.children[0]).isEmpty)
    }

    @Test func inAListAMenuPickerIsARowWithTheLabelAndTheValue() {
        let list = List {
            Picker("Flavor", selection: .constant(Flavor.mint)) {
                ForEach(Flavor.allCases) { Text($0.rawValue) }
            }
            Picker("Flavor", selection: .constant(Flavor.mint)) {
                ForEach(Flavor.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.navigationLink)
        }
        let dump = resolve(list).root.dump()
        #expect(dump.contains(#"Image(systemName: "chevron.up.chevron.down")"#) && dump.contains(#"Image(systemName: "chevron.right")"#))
        let rows = resolve(list).root.children[0].children[0].children
        #expect(rows.count == 2 && rows.allSatisfy { texts($0) == ["Flavor", "mint"] })
    }

    @Test func segmentsAreToggleButtonsTheChosenOnePressedRaisedAndSemibold() throws {
        let picker = Picker("Size", selection: .constant("M")) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
        let track = resolve(picker).root.children[0]
        #expect(track.children.count == 3)
        let traits = track.children.map { $0.modifiers.map(\.description).filter { $0.hasPrefix("accessibilityTraits") } }
        #expect(traits == [["accessibilityTraits(+isToggle)"], ["accessibilityTraits(+isSelected,isToggle)"], ["accessibilityTraits(+isToggle)"]])
        #expect(track.children[1].modifiers.contains { $0.description.hasPrefix("shadow") })
        guard case .text(let chosen) = track.children[1].children[0].kind, case .text(let other) = track.children[0].children[0].kind else {
            throw Failure.wrongKind
        }
        #expect(chosen.style.font == .system(size: 13, weight: .semibold) && other.style.font == .system(size: 13))
        #expect(track.dump().contains("accessibilityLabel(\"Size\")"))
    }

    @Test func anInlinePickerInAListIsARowAnOptionWithACheckmark() {
        let list = List {
            Picker("Milk", selection: .constant("Oat")) {
                ForEach(["Whole", "Oat", "None"], id: \.self) { Text($0) }
            }
            .pickerStyle(.inline)
        }
        let rows = resolve(list).root.children[0].children[0].children
        #expect(rows.count == 3)
        #expect(rows.map { $0.dump().contains(#"Image(systemName: "checkmark")"#) } == [false, true, false])
    }

    @Test func aWheelShowsFiveRowsAroundTheChosenOption() {
        let wheel = Picker("Count", selection: .constant(0)) {
            ForEach(0..<10, id: \.self) { Text("\($0)") }
        }
        .pickerStyle(.wheel)
        #expect(texts(resolve(wheel).root) == ["0", "1", "2"], "two empty rows above the first option")
        let inline = Picker("Count", selection: .constant(5)) {
            ForEach(0..<10, id: \.self) { Text("\($0)") }
        }
        .pickerStyle(.inline)
        #expect(texts(resolve(inline).root) == ["3", "4", "5", "6", "7"], "outside a list, inline is a wheel")
    }

    @Test func aButtonToggleIsAToggleButtonBorderedWhileOn() {
        let on = resolve(Toggle("Decaf", isOn: .constant(true)).toggleStyle(.button)).root.dump()
        let off = resolve(Toggle("Decaf", isOn: .constant(false)).toggleStyle(.button)).root.dump()
        #expect(on.contains("accessibilityTraits(+isSelected,isToggle)") && on.contains("background("))
        #expect(off.contains("accessibilityTraits(+isToggle)") && !off.contains("background("))
    }

    @Test func theInnermostTraitWriteWins() {
        let node = resolve(Text("Title").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits([.isHeader, .isButton]).accessibilityAddTraits(.isButton)).root.children[0]
        #expect(node.accessibilityTraits == .isHeader)
        #expect(AccessibilityTraits([.isToggle, .isSelected]).names == ["isSelected", "isToggle"])
    }

    @Test func hiddenLabelsLeaveTheControlsNamedByThem() throws {
        let toggle = resolve(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()).root.children[0]
        guard case .toggle(true, nil, true) = toggle.kind else { throw Failure.wrongKind }
        #expect(texts(toggle) == ["Wi-Fi"], "the label stays, as the switch's name")
        let stepper = resolve(Stepper("Shots", value: .constant(1), in: 0...2).labelsHidden()).root.children[0]
        #expect(stepper.dump().hasPrefix("HStack(alignment: center, spacing: 0)") && texts(stepper).isEmpty)
        #expect(stepper.modifiers.contains { $0.description == "accessibilityLabel(\"Shots\")" })
        let list = List {
            Picker("Flavor", selection: .constant(Flavor.mint)) {
                ForEach(Flavor.allCases) { Text($0.rawValue) }
            }
            .labelsHidden()
        }
        let row = resolve(list).root.children[0].children[0].children[0]
        #expect(texts(row) == ["mint"] && row.dump().contains(#"accessibilityLabel("Flavor, mint")"#))
    }
}
