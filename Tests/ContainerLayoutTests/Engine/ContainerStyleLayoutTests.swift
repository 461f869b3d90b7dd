import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// The built-in looks of the container styles as the engine lays them out, and a user's style as
/// its body.
@Suite struct ContainerStyleLayoutTests {
    /// The frame in a 390-point-wide window of the first node of `view` whose kind `matches`.
    private func frame(of view: some View, width: CGFloat = 390, where matches: (ResolvedKind) -> Bool) throws -> CGRect {
        let tree = resolve(view)
        let result = layout(tree, in: CGSize(width: width, height: 844))
        let found = firstID(in: tree.root, where: matches)
        let id = try #require(found)
        return try #require(result.framesByID[id]?.frame)
    }

    private func firstID(in node: ResolvedNode, where matches: (ResolvedKind) -> Bool) -> String? {
        if matches(node.kind) { return node.id }
        for child in node.children {
            if let id = firstID(in: child, where: matches) { return id }
        }
        return nil
    }

    private func isProgress(_ kind: ResolvedKind) -> Bool {
        if case .progressView = kind { true } else { false }
    }

    @Test func aCircularProgressViewIsASpinnerAndALinearOneABarWhateverTheValue() throws {
        let spinner = try frame(of: ProgressView(value: 0.5).progressViewStyle(.circular).frame(width: 200), where: isProgress)
        #expect(spinner.height == 20)
        let bar = try frame(of: ProgressView().progressViewStyle(.linear).frame(width: 200), where: isProgress)
        #expect(bar.width == 200 && bar.height == 4)
    }

    @Test func aSpinnersLabelSitsEightPointsBelowItCentred() throws {
        let isText: (ResolvedKind) -> Bool = { if case .text = $0 { true } else { false } }
        let tree = resolve(VStack { ProgressView("Loading the latest mail") })
        let result = layout(tree, in: CGSize(width: 390, height: 844))
        let spinnerID = try #require(firstID(in: tree.root, where: isProgress)), labelID = try #require(firstID(in: tree.root, where: isText))
        let spinner = try #require(result.framesByID[spinnerID]?.frame), label = try #require(result.framesByID[labelID]?.frame)
        #expect(label.minY == spinner.minY + 28 && spinner.maxY == label.maxY)
        #expect(spinner.width == label.width && spinner.width < 390, "as wide as its label, not the window")
        #expect(abs(spinner.midX - 195) < 0.01 && abs(label.midX - 195) < 0.01)
        let short = resolve(HStack { ProgressView { Text("Go") } })
        let shortResult = layout(short, in: CGSize(width: 390, height: 844))
        let shortSpinnerID = try #require(firstID(in: short.root, where: isProgress)), shortLabelID = try #require(firstID(in: short.root, where: isText))
        let shortSpinner = try #require(shortResult.framesByID[shortSpinnerID]?.frame), shortLabel = try #require(shortResult.framesByID[shortLabelID]?.frame)
        #expect(shortSpinner.width == max(20, shortLabel.width) && abs(shortLabel.midX - shortSpinner.midX) < 0.01)
        let bare = try frame(of: VStack { ProgressView() }, where: isProgress)
        #expect(bare.size == CGSize(width: 20, height: 20))
    }

    @Test func aBarsCurrentValueLabelSitsFourPointsBelowIt() throws {
        let tree = resolve(ProgressView(value: 0.5) { Text("Copying") } currentValueLabel: { Text("5 of 10") }.frame(width: 300))
        let result = layout(tree, in: CGSize(width: 390, height: 844))
        let barID = try #require(firstID(in: tree.root, where: isProgress))
        let bar = try #require(result.framesByID[barID]?.frame)
        let captionID = try #require(firstID(in: tree.root) { if case .text(let text) = $0 { text.string == "5 of 10" } else { false } })
        let caption = try #require(result.framesByID[captionID]?.frame)
        #expect(bar.width == 300 && caption.minY == bar.maxY + 4 && caption.minX == bar.minX)
    }

    @Test func aColumnsFormLinesLabelsUpAtTheirTrailingEdgeAndValuesAtTheirLeadingEdge() throws {
        let form = Form {
            Section("Account") {
                LabeledContent("Name", value: "Ada")
            }
            Section("Contact") {
                LabeledContent("Email address", value: "ada@example.com")
            }
        }
        .formStyle(.columns)
        let tree = resolve(form)
        let result = layout(tree, in: CGSize(width: 390, height: 844))
        func textFrame(_ string: String) throws -> CGRect {
            let id = try #require(firstID(in: tree.root) { if case .text(let text) = $0 { text.string == string } else { false } })
            return try #require(result.framesByID[id]?.frame)
        }
        let name = try textFrame("Name"), email = try textFrame("Email address")
        let ada = try textFrame("Ada"), address = try textFrame("ada@example.com")
        #expect(abs(name.maxX - email.maxX) < 0.01, "labels trailing in their column")
        #expect(name.minX > email.minX)
        #expect(abs(ada.minX - address.minX) < 0.01 && abs(ada.minX - email.maxX - 8) < 0.01, "values leading, 8 after the column")
        let header = try textFrame("Account"), nextHeader = try textFrame("Contact")
        #expect(header.minY < name.minY && name.minY < nextHeader.minY)
        #expect(header.minX == email.minX && abs(header.width - (address.maxX - email.minX)) < 0.01, "a header spans both columns, no wider")
    }

    @Test func aUserStyleIsLaidOutAsItsBody() throws {
        struct Fixed: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.content.frame(width: 120, height: 50)
            }
        }
        let isText: (ResolvedKind) -> Bool = { if case .text = $0 { true } else { false } }
        let styled = GroupBox("Title") { Text("Body") }.groupBoxStyle(Fixed())
        #expect(!resolve(styled).root.dump().contains("Title"))
        let text = try frame(of: styled, where: isText)
        #expect(text == (try frame(of: Text("Body").frame(width: 120, height: 50), where: isText)))
    }
}
