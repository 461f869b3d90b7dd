import ContainerUI
import Foundation
import Testing

/// `Table(of:columns:rows:)`: rows built of `TableRow`s, `ForEach`es of them and conditions
/// resolve as a table of the same values in that order does.
@Suite struct TableRowsTests {
    struct Person: Identifiable {
        var id: Int
        var name: String
    }

    private let ada = Person(id: 1, name: "Ada")
    private let others = [Person(id: 2, name: "Grace"), Person(id: 3, name: "Katherine")]
    private let last = Person(id: 4, name: "Margaret")

    private func dump(_ view: some View) -> String {
        resolve(view.environment(\.horizontalSizeClass, .regular)).root.dump()
    }

    @Test(arguments: [false, true])
    func builtRowsResolveAsTheirValues(includesLast: Bool) {
        let built = Table(of: Person.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(ada)
            ForEach(others) { TableRow($0) }
            if includesLast {
                TableRow(last)
            }
        }
        let values = [ada] + others + (includesLast ? [last] : [])
        #expect(dump(built) == dump(Table(values) { TableColumn("Name", value: \.name) }))
    }

    @Test func theValueTypeMayBeLeftOut() {
        let built = Table {
            TableColumn("Name", value: \Person.name)
        } rows: {
            ForEach(others, id: \.id) { TableRow($0) }
        }
        #expect(dump(built) == dump(Table(others) { TableColumn("Name", value: \.name) }))
    }

    @Test func builtRowsSortLikeData() {
        let built = Table(of: Person.self, sortOrder: .constant([KeyPathComparator(\Person.name, order: .reverse)])) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(others) { TableRow($0) }
        }
        let data = Table(others, sortOrder: .constant([KeyPathComparator(\Person.name, order: .reverse)])) {
            TableColumn("Name", value: \.name)
        }
        #expect(dump(built) == dump(data) && dump(built).contains("chevron.down"))
    }
}
