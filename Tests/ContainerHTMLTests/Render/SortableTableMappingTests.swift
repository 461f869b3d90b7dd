import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A table in a regular size class is an ARIA table: a `rowgroup` of `row`s of
/// `columnheader`s and `cell`s, the sorted column's header with `aria-sort`; a compact table is
/// a list.
@Suite("Sortable tables in HTML")
struct SortableTableMappingTests {
    struct Person: Identifiable {
        var id: Int
        var name: String
        var city: String
    }

    private let people = [Person(id: 1, name: "Ada", city: "London"), Person(id: 2, name: "Grace", city: "Arlington")]

    private func table(_ sortOrder: [KeyPathComparator<Person>]) -> some View {
        Table(people, sortOrder: .constant(sortOrder)) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        }
    }

    private func html(_ view: some View) -> String {
        renderHTML(view.environment(\.horizontalSizeClass, .regular), options: HTMLRenderOptions(onWarning: { _ in }))
    }

    @Test("Rows and cells have table roles, and no list items")
    func roles() {
        let html = html(table([]))
        #expect(html.components(separatedBy: #"role="table""#).count - 1 == 1)
        #expect(html.components(separatedBy: #"role="rowgroup""#).count - 1 == 1)
        #expect(html.components(separatedBy: #"role="row""#).count - 1 == 3)
        #expect(html.components(separatedBy: #"role="columnheader""#).count - 1 == 2)
        #expect(html.components(separatedBy: #"role="cell""#).count - 1 == 4)
        #expect(!html.contains("<ul") && !html.contains("<li") && !html.contains("aria-sort"))
    }

    @Test("The sorted column's header says its order", arguments: [(SortOrder.forward, "ascending", "chevron up"), (.reverse, "descending", "chevron down")])
    func ariaSort(order: SortOrder, value: String, chevron: String) {
        let html = html(table([KeyPathComparator(\Person.city, order: order)]))
        #expect(html.components(separatedBy: "aria-sort=").count - 1 == 1)
        #expect(html.contains(#"role="columnheader" aria-sort="\#(value)""#))
        #expect(html.contains(#"aria-label="\#(chevron)""#))
        guard let sorted = html.range(of: #"aria-sort="\#(value)""#), let name = html.range(of: ">Name<"), let city = html.range(of: ">City<") else {
            Issue.record("no sorted header, or a title missing")
            return
        }
        #expect(name.upperBound < sorted.lowerBound && sorted.upperBound < city.lowerBound, "the header of City is the sorted one")
    }

    @Test("A compact table stays a list")
    func compact() {
        let html = renderHTML(table([KeyPathComparator(\Person.name)]), options: HTMLRenderOptions(onWarning: { _ in }))
        #expect(html.contains("<ul") && html.contains("<li") && !html.contains(#"role="table""#) && !html.contains("aria-sort"))
    }
}
