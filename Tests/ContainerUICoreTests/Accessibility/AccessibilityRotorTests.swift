import ContainerUI
import Testing

/// `accessibilityRotor` in its forms, written as SwiftUI code writes them: each compiles, and
/// leaves the resolved tree as it was (a page has no rotor; the entries are not built).
@Suite("Accessibility rotors")
struct AccessibilityRotorTests {
    struct Message: Identifiable {
        let id: Int
        let subject: String
        let isWarning: Bool
    }

    static let messages = [Message(id: 1, subject: "Storage full", isWarning: true), Message(id: 2, subject: "Lunch?", isWarning: false)]

    /// Custom rotor content, as an app declares it.
    struct WarningEntries: AccessibilityRotorContent {
        let messages: [Message]
        var body: some AccessibilityRotorContent {
            ForEach(messages.filter(\.isWarning)) { message in
                AccessibilityRotorEntry(message.subject, id: message.id)
            }
        }
    }

    /// A mailbox with rotors of every kind.
    struct Mailbox: View {
        let pinned: Message?
        let entriesBuilt: () -> Void
        @Namespace private var namespace

        var body: some View {
            let text = "Storage is full. Delete old mail."
            return VStack {
                ForEach(AccessibilityRotorTests.messages) { message in
                    Text(message.subject).accessibilityRotorEntry(id: message.id, in: namespace)
                }
                Text(text)
                    .accessibilityRotor("Sentences", textRanges: [text.startIndex..<text.firstIndex(of: ".")!])
                    .accessibilityRotor(.boldText, textRanges: [])
                    .accessibilityRotor(Text("Words"), textRanges: [])
            }
            .accessibilityRotor("Warnings") {
                let _ = entriesBuilt()
                WarningEntries(messages: AccessibilityRotorTests.messages)
                if let pinned {
                    AccessibilityRotorEntry(Text(pinned.subject), id: pinned.id, in: namespace)
                } else {
                    AccessibilityRotorEntry("Nothing pinned", textRange: text.startIndex..<text.endIndex)
                }
                ForEach(0..<2) { index in AccessibilityRotorEntry("Page \(index)", id: index) }
                ForEach(AccessibilityRotorTests.messages, id: \.subject) { message in
                    AccessibilityRotorEntry(message.subject, message.id, in: namespace, prepare: { entriesBuilt() })
                }
            }
            .accessibilityRotor(.headings) {
                AccessibilityRotorEntry(Text("Inbox"), id: "inbox")
                AccessibilityRotorEntry(textRange: text.startIndex..<text.endIndex)
                AccessibilityRotorEntry(String("Storage"), textRange: text.startIndex..<text.endIndex)
            }
            .accessibilityRotor(.headings(level: .h2)) {}
            .accessibilityRotor(.links(visited: false), entries: AccessibilityRotorTests.messages, entryLabel: \.subject)
            .accessibilityRotor(.landmarks, entries: AccessibilityRotorTests.messages, entryID: \.id, entryLabel: \.subject)
            .accessibilityRotor("Subjects", entries: AccessibilityRotorTests.messages, entryLabel: \.subject)
            .accessibilityRotor(Text("By id"), entries: AccessibilityRotorTests.messages, entryID: \.id, entryLabel: \.subject)
            .accessibilityRotor(String("Unread"), entries: AccessibilityRotorTests.messages, entryLabel: \.subject)
        }
    }

    /// The same mailbox without rotors.
    struct PlainMailbox: View {
        var body: some View {
            VStack {
                ForEach(AccessibilityRotorTests.messages) { Text($0.subject) }
                Text("Storage is full. Delete old mail.")
            }
        }
    }

    @Test("Every form compiles, the entries are not built, and the resolved tree is the one without rotors")
    func treeUnchanged() {
        nonisolated(unsafe) var built = 0
        let tree = resolve(Mailbox(pinned: Self.messages[0], entriesBuilt: { built += 1 }))
        #expect(tree.root.dump(ids: true) == resolve(PlainMailbox()).root.dump(ids: true))
        #expect(built == 0)
    }

    @Test("System rotors are told apart by kind and level")
    func systemRotors() {
        #expect(AccessibilitySystemRotor.headings != .headings(level: .h1))
        #expect(AccessibilitySystemRotor.headings(level: .h2) == .headings(level: .h2))
        #expect(AccessibilitySystemRotor.links(visited: true) != .links(visited: false))
        #expect(Set<AccessibilitySystemRotor>([.boldText, .italicText, .underlineText, .misspelledWords, .images, .textFields, .tables, .lists, .landmarks, .links]).count == 10)
    }
}
