import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `tint(_:)` reaching the controls below it: the `Toggle`, `Slider` and `ProgressView` rows and
/// the `Button`/`Link` row of the mapping table in Sources/ContainerHTML/README.md.
@Suite("Tint of controls")
struct ControlTintTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    /// The `class` and `style` a tinted switch, track, bar or spinner carries for `paint`.
    static func tinted(_ control: String, _ paint: String) -> String {
        #"class="\#(control) cui-tint" style="--cui-tint:\#(paint);""#
    }

    /// Whether the stylesheet holds `rule` (a function, so a failure does not print the whole stylesheet).
    static func stylesheetHas(_ rule: String) -> Bool {
        Stylesheet.text.contains(rule)
    }

    @Test("Toggle: the switch's on colour is the tint")
    func toggle() {
        let html = renderHTML(Toggle("Wi-Fi", isOn: .constant(true)).tint(.red), options: quiet)
        #expect(html.contains(#"aria-checked="true" aria-labelledby="cui-d1" "# + Self.tinted("cui-switch", "var(--cui-c-red)")))
        #expect(Self.stylesheetHas(".cui-switch.cui-tint[aria-checked=true],.cui-switch.cui-tint[data-on=true]{background:var(--cui-tint)}"))
    }

    @Test("Slider: the filled track is the tint, through accent-color")
    func slider() {
        let html = renderHTML(Slider(value: .constant(2), in: 0...10, step: 1) { Text("Level") }.tint(.orange), options: quiet)
        #expect(html.contains(#"value="2" "# + Self.tinted("cui-range", "var(--cui-c-orange)")))
        #expect(Self.stylesheetHas(".cui-range.cui-tint{accent-color:var(--cui-tint)}"))
    }

    @Test("ProgressView: the bar's value, or the spinner's moving arc, is the tint")
    func progress() {
        let bar = renderHTML(ProgressView(value: 0.5).tint(.green), options: quiet)
        #expect(bar.contains(#"aria-label="Progress" "# + Self.tinted("cui-bar", "var(--cui-c-green)") + "></progress>"))
        let spinner = renderHTML(ProgressView().tint(.pink), options: quiet)
        #expect(spinner.contains(#"role="progressbar" aria-label="Progress" "# + Self.tinted("cui-spinner", "var(--cui-c-pink)")))
        #expect(Self.stylesheetHas(".cui-bar::-webkit-progress-value{background:var(--cui-tint)}"))
        #expect(Self.stylesheetHas(".cui-bar::-moz-progress-bar{background:var(--cui-tint)}"))
        #expect(Self.stylesheetHas(".cui-spinner.cui-tint{border-top-color:var(--cui-tint)}"))
    }

    @Test("Button and Link: the label's text and symbols take the tint, from the text palette; destructive stays red")
    func buttonAndLink() {
        let html = renderHTML(VStack {
            Button("Save") {}
            Button("Delete", role: .destructive) {}
            Button("Share", systemImage: "square.and.arrow.up") {}
            Link("Swift.org", destination: URL(string: "https://www.swift.org")!)
        }.tint(.purple), options: quiet)
        #expect(html.contains(#"--cui-fg:var(--cui-t-purple);">Save<"#))
        #expect(html.contains(#"--cui-fg:var(--cui-t-red);">Delete<"#))
        #expect(html.contains(#"class="cui-sym" style="--cui-fs:17px;--cui-fg:var(--cui-c-purple);""#))
        #expect(html.contains(#"--cui-fg:var(--cui-t-purple);">Share<"#))
        #expect(html.contains(#"--cui-fg:var(--cui-t-purple);">Swift.org<"#))
        #expect(!html.contains("accent"))
    }

    @Test("Inherited: a tint on an ancestor reaches every control below it")
    func inherited() {
        let html = renderHTML(VStack {
            HStack { Toggle("A", isOn: .constant(true)) }
            Slider(value: .constant(0.5))
            ProgressView(value: 0.2)
        }.padding().tint(.indigo), options: quiet)
        #expect(html.contains(Self.tinted("cui-switch", "var(--cui-c-indigo)")))
        #expect(html.contains(Self.tinted("cui-range", "var(--cui-c-indigo)")))
        #expect(html.contains(Self.tinted("cui-bar", "var(--cui-c-indigo)")))
        #expect(html.components(separatedBy: "--cui-tint:").count - 1 == 3)
    }

    @Test("Innermost wins: a control's own tint over its ancestor's, and over a tint applied outside it")
    func innermostWins() {
        let html = renderHTML(VStack {
            Toggle("Red", isOn: .constant(true)).tint(.red)
            Toggle("Blue", isOn: .constant(true))
            Slider(value: .constant(0.5)).tint(.yellow).tint(.teal)
        }.tint(.blue), options: quiet)
        let switches = html.components(separatedBy: "cui-switch cui-tint").dropFirst().map { String($0.prefix(40)) }
        #expect(switches.count == 2)
        #expect(switches.first?.contains("var(--cui-c-red)") == true)
        #expect(switches.last?.contains("var(--cui-c-blue)") == true)
        #expect(html.contains(Self.tinted("cui-range", "var(--cui-c-yellow)")))
        #expect(!html.contains("cui-c-teal"))
    }

    @Test("Colours map as Color does: palette variables in either scheme, rgb(), translucent mixes")
    func colours() {
        let dark = renderHTML(Toggle("A", isOn: .constant(true)).tint(.red).environment(\.colorScheme, .dark), options: quiet)
        #expect(dark.contains("cui-dark") && dark.contains(Self.tinted("cui-switch", "var(--cui-c-red)")))
        #expect(Self.stylesheetHas(".cui-dark{color-scheme:dark;--cui-c-red:rgb(255 69 58 / 1);"))
        let rgb = renderHTML(Slider(value: .constant(0.5)).tint(Color(red: 1, green: 0.5, blue: 0)), options: quiet)
        #expect(rgb.contains(Self.tinted("cui-range", "rgb(255 127.5 0 / 1)")))
        let translucent = renderHTML(ProgressView(value: 0.5).tint(Color.red.opacity(0.5)), options: quiet)
        #expect(translucent.contains(#"class="cui-bar cui-tint cui-mix1" style="--cui-tint:var(--cui-mix1);--cui-m1c:var(--cui-c-red-rgb);--cui-m1a:0.5;""#))
    }

    @Test("No tint, tint(nil) or tint(.tint): the controls render exactly as before")
    func untinted() {
        let controls = VStack {
            Toggle("On", isOn: .constant(true))
            Slider(value: .constant(0.5))
            ProgressView(value: 0.5)
            ProgressView()
            Button("Go") {}
            Link("L", destination: URL(string: "https://www.swift.org")!)
        }
        let plain = renderHTML(controls, options: quiet)
        #expect(!plain.contains("cui-tint"))
        #expect(plain.contains(#"--cui-fg:var(--cui-t-accent);">Go<"#))
        #expect(renderHTML(controls.tint(Color?.none), options: quiet) == plain)
        #expect(renderHTML(controls.tint(TintShapeStyle()), options: quiet) == plain)
        #expect(renderHTML(VStack { controls.tint(.red) }.tint(Color?.none), options: quiet) != plain)
    }

    @Test("JSON and dumps name a control's tint; untinted controls keep their properties")
    func data() {
        let tinted = resolve(VStack { Toggle("On", isOn: .constant(true)); Slider(value: .constant(0.5)) }.tint(.red))
        #expect(renderJSON(tinted).contains(#""properties":{"isOn":true,"tint":"red"}"#))
        #expect(renderJSON(tinted).contains(#""step":null,"tint":"red"}"#))
        #expect(tinted.dump().contains("Toggle(isOn: true) tint=red"))
        #expect(!renderJSON(resolve(Toggle("On", isOn: .constant(true)))).contains("tint"))
    }
}
