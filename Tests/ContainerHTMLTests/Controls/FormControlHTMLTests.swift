import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// The text field, picker, stepper and trait rows of the mapping table in
/// Sources/ContainerHTML/README.md.
@Suite("Form controls in HTML")
struct FormControlHTMLTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("TextField: a label around the label views and an input with the text and the prompt")
    func textField() {
        let html = renderHTML(TextField("Name", text: .constant("Sam & Co")), options: quiet)
        #expect(html.contains(#"<label data-node="0.0" class="cui-field cui-r cui-sx" "#))
        #expect(html.contains(#"<span data-node="0.0" class="cui-sr">"#))
        #expect(html.contains(#"<input data-node="0.0" type="text" value="Sam &amp; Co" placeholder="Name" class="cui-input">"#))
        let empty = renderHTML(TextField("", text: .constant(""), prompt: Text("Search")).textFieldStyle(.roundedBorder).tint(.red), options: quiet)
        #expect(empty.contains(#"class="cui-field cui-rb"#))
        #expect(empty.contains(#"type="text" placeholder="Search" class="cui-input cui-tint" style="--cui-tint:var(--cui-c-red);""#))
        let disabled = renderHTML(TextField("Name", text: .constant("")).disabled(true), options: quiet)
        #expect(disabled.contains(#"placeholder="Name" disabled class="cui-input""#))
    }

    @Test("SecureField: a password input holding dots, never the secret")
    func secureField() {
        let html = renderHTML(SecureField("Password", text: .constant("hunter2")), options: quiet)
        #expect(html.contains(#"type="password" value="•••••••" placeholder="Password""#))
        #expect(!html.contains("hunter2"))
    }

    @Test("A text field inside a button is its text")
    func inertTextField() {
        let html = renderHTML(Button(action: {}) { TextField("Name", text: .constant("")) }, options: quiet)
        #expect(!html.contains("<input") && html.contains(#"class="cui-ph">Name</span>"#))
    }

    @Test("Segments and button toggles are toggle buttons with aria-pressed")
    func pressed() {
        let picker = Picker("Size", selection: .constant("M")) {
            ForEach(["S", "M"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
        let html = renderHTML(picker, options: quiet)
        #expect(html.components(separatedBy: #"aria-pressed="false""#).count - 1 == 1)
        #expect(html.components(separatedBy: #"aria-pressed="true""#).count - 1 == 1)
        #expect(html.contains(#"role="group" aria-label="Size""#))
        let toggle = renderHTML(Toggle("Decaf", isOn: .constant(true)).toggleStyle(.button), options: quiet)
        #expect(toggle.contains(#"<button data-node="0.0" type="button" aria-pressed="true""#))
        let selected = renderHTML(Button("Today") {}.accessibilityAddTraits(.isSelected), options: quiet)
        #expect(selected.contains(#"aria-pressed="true""#))
    }

    @Test("A text with the header trait is a heading")
    func heading() {
        let html = renderHTML(Text("Recents").accessibilityAddTraits(.isHeader), options: quiet)
        #expect(html.contains(#"<span data-node="0.0" role="heading" aria-level="2" class="cui-t"#))
        #expect(!renderHTML(Text("Recents"), options: quiet).contains("heading"))
        #expect(renderHTML(Text("Recents").accessibilityHeading(.unspecified), options: quiet) == html, "an unspecified level is the trait's")
        #expect(renderHTML(Text("Recents").accessibilityHeading(.h1), options: quiet).contains(#"role="heading" aria-level="1""#))
        #expect(renderHTML(Text("Recents").accessibilityHeading(.h4), options: quiet).contains(#"role="heading" aria-level="4""#))
        #expect(resolve(Text("Recents").accessibilityHeading(.h3)).root.children[0].accessibilityTraits.names == ["isHeader"])
    }

    @Test("A heading trait on a container reaches the texts inside; on one element, the element is the heading")
    func containerHeading() {
        let headings = { (html: String) in html.components(separatedBy: #"role="heading""#).count - 1 }
        let row = renderHTML(HStack { Image(systemName: "star"); Text("Favorites") }.accessibilityAddTraits(.isHeader), options: quiet)
        #expect(row.contains(#"<span data-node="0.0.1" role="heading" aria-level="2" class="cui-t"#) && headings(row) == 1)
        let pair = renderHTML(VStack { Text("Title"); Text("Subtitle").accessibilityRemoveTraits(.isHeader) }.accessibilityHeading(.h1), options: quiet)
        #expect(pair.contains(#"<span data-node="0.0.0" role="heading" aria-level="1""#) && headings(pair) == 1)
        let label = renderHTML(Label("Favorites", systemImage: "star").accessibilityAddTraits(.isHeader), options: quiet)
        #expect(label.contains(#"<span data-node="0.0.1" role="heading" aria-level="2""#))
        let combined = renderHTML(HStack { Image(systemName: "star"); Text("Favorites") }
            .accessibilityElement(children: .combine).accessibilityAddTraits(.isHeader), options: quiet)
        #expect(combined.contains(#"<div data-node="0.0" role="heading" aria-level="2" aria-label="star, Favorites""#) && headings(combined) == 1)
        let labelled = renderHTML(VStack { Text("Now") }.accessibilityLabel("Today").accessibilityHeading(.h2), options: quiet)
        #expect(labelled.contains(#"role="heading" aria-level="2" aria-label="Today""#) && headings(labelled) == 1)
        let button = renderHTML(VStack { Button("More") {} }.accessibilityAddTraits(.isHeader), options: quiet)
        #expect(headings(button) == 0, "a control's label is not a heading inside it")
    }

    @Test("A menu picker is a button named by its label and value")
    func menu() {
        let html = renderHTML(Picker("Drink", selection: .constant(1)) { Text("Latte").tag(1) }, options: quiet)
        #expect(html.contains(#"<button data-node="0.0" type="button" aria-label="Drink, Latte""#))
        #expect(html.contains(">Latte</span>") && html.contains("<svg"))
    }

    @Test("A toggle with its label hidden keeps the label as its name, visually hidden")
    func hiddenLabel() {
        let html = renderHTML(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), options: quiet)
        #expect(html.contains(#"<span data-node="0.0" class="cui-sr"><span data-node="0.0" id="cui-d1" class="cui-tl">"#))
        #expect(html.contains(#"aria-labelledby="cui-d1""#) && !html.contains("cui-toggle cui-sx"))
    }
}

/// The vertical text field and text editor rows of the mapping table.
@Suite("Text areas in HTML")
struct TextAreaHTMLTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("A vertical TextField: a textarea sized by its line limits")
    func verticalField() {
        let html = renderHTML(TextField("Title", text: .constant("<b>\nHi"), axis: .vertical).lineLimit(3...6), options: quiet)
        #expect(html.contains("cui-field cui-vfield"))
        #expect(html.contains("--cui-minl:3;--cui-maxl:6;"))
        #expect(html.contains(#"<textarea data-node="0.0" rows="1" placeholder="Title" class="cui-input cui-area">&lt;b&gt;"#))
        #expect(html.contains("\nHi</textarea>"))
        let unlimited = renderHTML(TextField("Title", text: .constant(""), axis: .vertical), options: quiet)
        #expect(!unlimited.contains("--cui-minl") && !unlimited.contains("--cui-maxl"))
        let leading = renderHTML(TextField("Title", text: .constant("\nHi"), axis: .vertical), options: quiet)
        #expect(leading.contains(">\n\nHi</textarea>"), "the parser drops the first newline")
    }

    @Test("TextEditor: a textarea named by its accessibility label, on the background unless hidden")
    func editor() {
        let html = renderHTML(TextEditor(text: .constant("Pack light")).accessibilityLabel("Notes"), options: quiet)
        #expect(html.contains("cui-field cui-editor"))
        #expect(html.contains(#"aria-label="Notes""#))
        #expect(html.contains(">Pack light</textarea>"))
        let hidden = renderHTML(TextEditor(text: .constant("")).scrollContentBackground(.hidden), options: quiet)
        #expect(hidden.contains("cui-editor cui-nobg") && hidden.contains(#"aria-label="Text editor""#))
    }
}
