import ContainerUI
import Foundation

extension ContainerValues {
    @Entry package var note: String = ""
}

/// Every text- and attribute-bearing view fed the same string, for the escaping checks: the
/// document rendered with hostile strings must parse to the same elements and attributes as the
/// one rendered with plain ones.
package struct HostileSample: View {
    var strings: [String]

    /// A sample showing `strings` in every text and attribute.
    package init(strings: [String]) {
        self.strings = strings
    }

    package var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<strings.count, id: \.self) { index in
                    let text = strings[index]
                    Text(text).containerValue(\.note, text)
                    Text(text) + Text(text).bold()
                    Label(text, systemImage: "star")
                    Button(text) {}
                    Toggle(text, isOn: .constant(true))
                    Slider(value: .constant(0.5)) { Text(text) }
                    ProgressView(value: 0.5, total: 1) { Text(text) }
                    Link(text, destination: URL(string: "javascript:alert(1)")!)
                    Link(text, destination: URL(string: "https://example.com/search")!.appending(queryItems: [URLQueryItem(name: "q", value: text)]))
                    Image(systemName: text)
                    Image(text).frame(width: 10, height: 10)
                    Color.red.frame(width: 10, height: 10).accessibilityLabel(text)
                    Color.blue.frame(width: 10, height: 10).help(text)
                    Text(text).accessibilityHint(text).accessibilityValue(text).accessibilityIdentifier(text)
                    HStack { Text(text); Button(text) {} }.accessibilityElement(children: .combine).accessibilityHint(text)
                    List { Section(text) { Text(text) } }.frame(height: 120)
                    TextField(text, text: .constant(text), prompt: Text(text))
                    SecureField(text, text: .constant(text))
                    Picker(text, selection: .constant(text)) { Text(text).tag(text) }
                    Stepper(text, value: .constant(1), in: 0...2)
                    Menu(text) { Button(text) {} }
                    ControlGroup(text) { Button(text) {} }
                }
            }
        }
    }
}

package enum HostileStrings {
    /// Strings that try to break out of text, attributes, styles and URLs.
    package static let all: [String] = [
        "<script>alert(1)</script>",
        "\"'><img src=x onerror=alert(1)>",
        "</style><script>alert(2)</script>",
        "' onmouseover='alert(3)",
        "javascript:alert(4)",
        "line\u{2028}separator\u{2029}paragraph",
        "nul\u{0}byte and \u{1}\u{7F}\u{85} controls",
        "&amp; &lt; <!-- --> ]]> {{x}} ${x}",
        "emoji 🍎 and RTL \u{202E}txet",
        String(repeating: "long<\"'&>", count: 2_000),
    ]

    /// Plain strings of the same count, for the structure comparison.
    package static let benign: [String] = all.indices.map { "plain text \($0)" }
}
