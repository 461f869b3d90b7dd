import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `accessibilityFocused` in HTML: the view it names is the element the page focuses
/// (`autofocus`), made focusable from script (`tabindex="-1"`) when it takes no focus of its own.
@Suite("Accessibility focus in HTML")
struct AccessibilityFocusMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    /// A text, a button, an image and a field, `focused` the one the state names.
    private struct Screen: View {
        enum Target: Hashable { case message, retry, icon, field }
        @AccessibilityFocusState var target: Target?
        let focused: Target?

        var body: some View {
            target = focused
            return VStack {
                Text("Upload failed").accessibilityFocused($target, equals: .message)
                Button("Retry") {}.accessibilityFocused($target, equals: .retry)
                Image(systemName: "exclamationmark.triangle").accessibilityLabel("Error").accessibilityFocused($target, equals: .icon)
                TextField("Name", text: .constant("")).accessibilityFocused($target, equals: .field)
            }
        }
    }

    @Test("Nothing is focused while the state names nothing")
    func nothingFocused() {
        let html = renderHTML(Screen(focused: nil), options: quiet)
        #expect(!html.contains("autofocus") && !html.contains("tabindex=\"-1\""), "\(html)")
    }

    @Test("A text is focused through its wrapper, made focusable from script only")
    func text() {
        let html = renderHTML(Screen(focused: .message), options: quiet)
        #expect(html.components(separatedBy: "autofocus").count == 2, "\(html)")
        #expect(html.firstMatch(of: /<div data-node="0\.0\.0" tabindex="-1" autofocus class="cui-col"><span data-node="0\.0\.0"[^>]*>Upload failed<\/span><\/div>/) != nil, "\(html)")
    }

    @Test("A button and a field take focus on their own element; an image is made focusable")
    func ownElements() {
        let button = renderHTML(Screen(focused: .retry), options: quiet)
        #expect(button.firstMatch(of: /<button [^>]*autofocus[^>]*>/) != nil && !button.contains("tabindex=\"-1\""), "\(button)")
        #expect(button.components(separatedBy: "autofocus").count == 2)
        let field = renderHTML(Screen(focused: .field), options: quiet)
        #expect(field.firstMatch(of: /<input [^>]*placeholder="Name"[^>]* autofocus[^>]*>/) != nil && !field.contains("tabindex=\"-1\""), "\(field)")
        let image = renderHTML(Screen(focused: .icon), options: quiet)
        #expect(image.firstMatch(of: /<svg [^>]*aria-label="Error" tabindex="-1" autofocus class="cui-sym"/) != nil, "\(image)")
    }

    @Test("A field both focus states name has autofocus once")
    func bothFocusStates() {
        struct Both: View {
            @FocusState var isFocused: Bool
            @AccessibilityFocusState var isSpoken: Bool
            var body: some View {
                isFocused = true
                isSpoken = true
                return TextField("Name", text: .constant("")).focused($isFocused).accessibilityFocused($isSpoken)
            }
        }
        let html = renderHTML(Both(), options: quiet)
        #expect(html.components(separatedBy: "autofocus").count == 2, "\(html)")
    }

    @Test("A page focuses one element: the first the render names, when keyboard and accessibility focus name two")
    func oneAutofocus() {
        struct Form: View {
            @FocusState var isEditing: Bool
            @AccessibilityFocusState var isErrorSpoken: Bool
            var body: some View {
                isEditing = true
                isErrorSpoken = true
                return VStack {
                    Text("Try again").accessibilityFocused($isErrorSpoken)
                    TextField("Name", text: .constant("")).focused($isEditing)
                    TextField("Email", text: .constant("")).focused($isEditing)
                }
            }
        }
        let html = renderHTML(Form(), options: quiet)
        #expect(html.components(separatedBy: "autofocus").count == 2, "\(html)")
        #expect(html.contains(#"tabindex="-1" autofocus"#) && !html.contains(#"placeholder="Name" autofocus"#), "\(html)")
    }

    @Test("Inside a control nothing else takes focus")
    func insideAControl() {
        struct Labelled: View {
            @AccessibilityFocusState var isFocused: Bool
            var body: some View {
                isFocused = true
                return Button {} label: { Text("Send").accessibilityFocused($isFocused) }
            }
        }
        let html = renderHTML(Labelled(), options: quiet)
        #expect(!html.contains("autofocus") && !html.contains("tabindex"), "\(html)")
    }

    @Test("The JSON records the focus on the view it names")
    func json() {
        let json = renderJSON(resolve(Screen(focused: .message)))
        #expect(json.components(separatedBy: #"{"type":"accessibilityFocused""#).count == 2, "\(json)")
    }
}
