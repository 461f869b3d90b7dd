import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `keyboardType`, `textInputAutocapitalization`, `autocorrectionDisabled`, `textContentType` and
/// `focused` as the attributes a browser's keyboard and autofill read; `submitLabel` in the JSON.
@Suite("Text input hints in HTML")
struct TextInputHintsTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("A field's hints become inputmode, autocapitalize, spellcheck and autocomplete; no enterkeyhint, which the validator rejects")
    func hints() {
        let html = renderHTML(
            TextField("Email", text: .constant(""))
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .textContentType(.emailAddress)
                .submitLabel(.next),
            options: quiet)
        #expect(html.contains(#"placeholder="Email" inputmode="email" autocapitalize="none" spellcheck="false" autocomplete="email" class="cui-input">"#))
        #expect(!html.contains("enterkeyhint"))
    }

    @Test("The defaults write nothing; hints reach every field inside, text areas too")
    func defaultsAndInheritance() {
        let plain = renderHTML(TextField("Name", text: .constant("")), options: quiet)
        for attribute in ["inputmode", "autocapitalize", "spellcheck", "autocomplete", "autofocus"] {
            #expect(!plain.contains(attribute), "\(attribute)")
        }
        let form = renderHTML(
            VStack {
                TextField("Amount", text: .constant(""))
                TextField("Note", text: .constant(""), axis: .vertical)
            }
            .keyboardType(.decimalPad)
            .autocorrectionDisabled(),
            options: quiet)
        #expect(form.components(separatedBy: #"inputmode="decimal""#).count == 3)
        #expect(form.contains(#"<textarea"#) && form.components(separatedBy: #"spellcheck="false""#).count == 3)
    }

    @Test("Keyboards and content types a browser has no name for write nothing")
    func mappings() {
        #expect(UIKeyboardType.numberPad.inputMode == "numeric" && UIKeyboardType.phonePad.inputMode == "tel")
        #expect(UIKeyboardType.twitter.inputMode == nil && UIKeyboardType.webSearch.inputMode == "search")
        #expect(UITextContentType.newPassword.autocompleteToken == "new-password")
        #expect(UITextContentType.oneTimeCode.autocompleteToken == "one-time-code")
        #expect(UITextContentType.flightNumber.autocompleteToken == nil)
    }

    /// Two fields, `focused` the one focus names, and `defaultField` the one `defaultFocus` names.
    private struct FocusForm: View {
        enum Field: Hashable { case name, email }
        @FocusState var field: Field?
        let focused: Field?
        var defaultField: Field?

        var body: some View {
            field = focused
            return VStack {
                TextField("Name", text: .constant("")).focused($field, equals: .name)
                TextField("Email", text: .constant("")).focused($field, equals: .email)
            }
            .defaultFocus($field, defaultField)
        }
    }

    @Test("The field focus names has autofocus; the others do not")
    func focus() {
        #expect(!renderHTML(FocusForm(focused: nil), options: quiet).contains("autofocus"))
        let focused = renderHTML(FocusForm(focused: .email), options: quiet)
        #expect(focused.components(separatedBy: "autofocus").count == 2)
        #expect(focused.contains(#"placeholder="Email" autofocus"#))
    }

    @Test("defaultFocus focuses its field while nothing has focus, and gives way to the focused one")
    func defaultFocus() {
        let byDefault = renderHTML(FocusForm(focused: nil, defaultField: .email), options: quiet)
        #expect(byDefault.components(separatedBy: "autofocus").count == 2 && byDefault.contains(#"placeholder="Email" autofocus"#))
        let focused = renderHTML(FocusForm(focused: .name, defaultField: .email), options: quiet)
        #expect(focused.components(separatedBy: "autofocus").count == 2 && focused.contains(#"placeholder="Name" autofocus"#))
    }

    @Test("The JSON lists the hints that are not the default, and focus")
    func json() {
        let json = renderJSON(resolve(SecureField("Password", text: .constant("")).textContentType(.newPassword).submitLabel(.go)))
        #expect(json.contains(#""input":{"contentType":"newPassword","submitLabel":"go"}"#))
        #expect(!renderJSON(resolve(TextField("Name", text: .constant("")))).contains(#""input""#))
    }
}
