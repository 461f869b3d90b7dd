import ContainerUICore
import Testing

private struct NumberKey: ContainerValueKey { static let defaultValue = 0 }
private struct RejectedKey: ContainerValueKey { static let defaultValue = false }

extension ContainerValues {
    fileprivate var number: Int {
        get { self[NumberKey.self] }
        set { self[NumberKey.self] = newValue }
    }

    fileprivate var rejected: Bool {
        get { self[RejectedKey.self] }
        set { self[RejectedKey.self] = newValue }
    }
}

@Suite("Container values (SEMANTICS §4)")
struct ContainerValuesTests {
    @Test("T19, B4.4: values read per subview; non-container modifiers do not block them")
    func perSubview() {
        let subs = subviews {
            Text("A").containerValue(\.number, 1)
            Text("B").containerValue(\.number, 2)
            Text("C").containerValue(\.number, 3).padding()
            Text("D")
        }
        #expect(subs.map(\.containerValues.number) == [1, 2, 3, 0])
    }

    @Test("T20, B4.3, B4.5: values stop at the nearest container")
    func stopAtContainer() {
        let subs = subviews {
            VStack { Text("A").containerValue(\.number, 1) }
            Text("B")
        }
        #expect(subs.count == 2)
        #expect(subs.map(\.containerValues.number) == [0, 0])
    }

    @Test("B4.6: a value written on a Group or ForEach reaches each member")
    func multiViewWrites() {
        let subs = subviews {
            Group { Text("A"); Text("B") }.containerValue(\.number, 5)
            ForEach(0..<2) { Text("\($0)") }.containerValue(\.number, 7)
        }
        #expect(subs.map(\.containerValues.number) == [5, 5, 7, 7])
    }

    @Test("B4.8, §9.3: the write closest to the leaf wins; outer writes are defaults")
    func innermostWins() {
        let subs = subviews {
            Group {
                Text("A").containerValue(\.number, 1)
                Text("B")
            }.containerValue(\.number, 2)
            Text("C").containerValue(\.number, 3).containerValue(\.number, 4)
        }
        #expect(subs.map(\.containerValues.number) == [1, 2, 3])
    }

    @Test("T22, B4.7: a value on a Section marks the section and every subview of its content")
    func sectionValues() {
        let all = sections {
            Section("M") {
                Text("A").containerValue(\.rejected, true)
                Text("B")
                Text("C")
            }
            Section("S") { ForEach(0..<2) { Text("\($0)") } }
            Section("So") { ForEach(0..<3) { Text("\($0)") } }.containerValue(\.rejected, true)
        }
        #expect(all.map(\.containerValues.rejected) == [false, false, true])
        #expect(all.map { $0.content.map(\.containerValues.rejected) } == [[true, false, false], [false, false], [true, true, true]])
    }

    @Test("ContainerValues reports what was written")
    func entries() {
        var values = ContainerValues()
        #expect(values.isEmpty)
        values.number = 3
        values.number = 4
        values.rejected = true
        #expect(values.entries.map(\.name) == ["NumberKey", "RejectedKey"])
        #expect(values.number == 4)
    }
}
