import ContainerUI
import Testing

/// A binding to a collection as a collection of bindings (`ForEach($items) { $item in }`,
/// `List($items)`): each element's binding reads and writes the element in place, identified
/// by the element's id; and the pre-iOS 17 `onChange(of:perform:)` still compiles.
@Suite struct BindingCollectionTests {
    struct Task: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct Checklist: View {
        @Binding var tasks: [Task]
        var body: some View {
            List($tasks) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
        }
    }

    @Test func elementBindingsWriteInPlace() {
        var tasks = [Task(id: 1, title: "Plan"), Task(id: 2, title: "Build")]
        let binding = Binding(get: { tasks }, set: { tasks = $0 })
        #expect(binding.count == 2 && binding.map(\.id) == [1, 2])
        binding[1].title.wrappedValue = "Ship"
        binding.last!.isDone.wrappedValue = true
        #expect(tasks[1].title == "Ship" && tasks[1].isDone && !tasks[0].isDone)
        #expect(binding.reversed().map(\.wrappedValue.title) == ["Ship", "Plan"])
    }

    @Test func forEachOverABindingIsIdentifiedByTheElements() {
        var tasks = [Task(id: 7, title: "Plan", isDone: true), Task(id: 9, title: "Build")]
        let binding = Binding(get: { tasks }, set: { tasks = $0 })
        let viaBinding = resolve(Checklist(tasks: binding)).dump()
        let plain = resolve(List(tasks) { task in Toggle(task.title, isOn: .constant(task.isDone)) }).dump()
        #expect(viaBinding == plain)
        let forEach = resolve(VStack { ForEach(binding) { $task in Text(task.title) } }).dump()
        #expect(forEach == resolve(VStack { ForEach(tasks) { task in Text(task.title) } }).dump())
    }

    @available(*, deprecated)
    @Test func onChangePerformLeavesTheTree() {
        let view = Text("x").onChange(of: 3) { _ in }
        #expect(resolve(view).dump() == resolve(Text("x")).dump())
    }
}
