import ContainerUICore
import Foundation

/// The one static stylesheet of ContainerHTML: `cui-` classes whose values come from custom
/// properties set on each element (`--cui-gap:8px`), plus the system palette in light and dark.
///
/// Serve ``bytes`` at a URL and pass it to ``HTMLDocumentOptions/stylesheet``, or let the
/// document renderer inline it. It is built once and never changes while the process runs.
public enum Stylesheet {
    /// The stylesheet as UTF-8 bytes.
    public static let bytes: [UInt8] = build()

    /// The stylesheet as text.
    public static var text: String { String(decoding: bytes, as: UTF8.self) }

    private static func build() -> [UInt8] {
        var css: [UInt8] = []
        css.reserveCapacity(16_384)
        append(fonts, to: &css)
        append(base, to: &css)
        append(".cui-root,.cui-light{", to: &css)
        palette(\.light, semantic: lightSemantic, to: &css)
        append("}@media (prefers-color-scheme:dark){.cui-root{color-scheme:dark;", to: &css)
        palette(\.dark, semantic: darkSemantic, to: &css)
        append("}}.cui-light{color-scheme:light;", to: &css)
        palette(\.light, semantic: lightSemantic, to: &css)
        append("}.cui-dark{color-scheme:dark;", to: &css)
        palette(\.dark, semantic: darkSemantic, to: &css)
        append("}", to: &css)
        append(layout, to: &css)
        gradients(to: &css)
        mixes(to: &css)
        append(containers, to: &css)
        viewThatFits(to: &css)
        append(leaves, to: &css)
        append(controls, to: &css)
        return css
    }

    private static func palette(
        _ appearance: KeyPath<SystemColor, (red: UInt8, green: UInt8, blue: UInt8, alpha: Double)>,
        semantic: StaticString, to css: inout [UInt8]
    ) {
        let dark = appearance == \SystemColor.dark
        for color in SystemColor.allCases {
            let value = color[keyPath: appearance]
            entry("--cui-c-", color.cssName, (value.red, value.green, value.blue), alpha: value.alpha, to: &css)
            if let text = color.textComponents(dark: dark) {
                entry("--cui-t-", color.cssName, text, alpha: value.alpha, to: &css)
            }
        }
        append(semantic, to: &css)
    }

    /// `<prefix><name>:rgb(r g b / a);<prefix><name>-rgb:r g b;`
    private static func entry(_ prefix: StaticString, _ name: StaticString, _ components: (UInt8, UInt8, UInt8), alpha: Double, to css: inout [UInt8]) {
        append(prefix, to: &css)
        append(name, to: &css)
        append(":rgb(", to: &css)
        channels(components, to: &css)
        append(" / ", to: &css)
        DecimalFormatting.append(alpha, to: &css)
        append(");", to: &css)
        append(prefix, to: &css)
        append(name, to: &css)
        append("-rgb:", to: &css)
        channels(components, to: &css)
        append(";", to: &css)
    }

    private static func channels(_ components: (UInt8, UInt8, UInt8), to css: inout [UInt8]) {
        DecimalFormatting.append(Int(components.0), to: &css)
        append(" ", to: &css)
        DecimalFormatting.append(Int(components.1), to: &css)
        append(" ", to: &css)
        DecimalFormatting.append(Int(components.2), to: &css)
    }

    /// `.cui-mix1` to `.cui-mix4`: translucent system colours (see `HTMLOutput.styleSystemColor`).
    private static func mixes(to css: inout [UInt8]) {
        for slot in 1...HTMLOutput.mixSlots.count {
            append(".cui-mix", to: &css)
            DecimalFormatting.append(slot, to: &css)
            append("{--cui-mix", to: &css)
            DecimalFormatting.append(slot, to: &css)
            append(":rgb(var(--cui-m", to: &css)
            DecimalFormatting.append(slot, to: &css)
            append("c) / var(--cui-m", to: &css)
            DecimalFormatting.append(slot, to: &css)
            append("a))}", to: &css)
        }
    }

    /// The kinds of gradient the stylesheet builds, each with a class per number of stops.
    enum GradientFamily: CaseIterable {
        /// `.cui-grad2`…: a line at `--cui-ga`.
        case linear
        /// `.cui-rgrad2`…: circles or ellipses (`--cui-gz`) round `--cui-gat`.
        case radial
        /// `.cui-cgrad2`…: turning from `--cui-ga` round `--cui-gat`.
        case conic

        /// The class for each number of stops, 2 to ``maximumGradientStops`` (smaller numbers
        /// give the class of 2).
        var classNames: [StaticString] {
            switch self {
            case .linear: ["cui-grad2", "cui-grad2", "cui-grad2", "cui-grad3", "cui-grad4", "cui-grad5", "cui-grad6", "cui-grad7", "cui-grad8"]
            case .radial: ["cui-rgrad2", "cui-rgrad2", "cui-rgrad2", "cui-rgrad3", "cui-rgrad4", "cui-rgrad5", "cui-rgrad6", "cui-rgrad7", "cui-rgrad8"]
            case .conic: ["cui-cgrad2", "cui-cgrad2", "cui-cgrad2", "cui-cgrad3", "cui-cgrad4", "cui-cgrad5", "cui-cgrad6", "cui-cgrad7", "cui-cgrad8"]
            }
        }

        /// The start of the CSS function, before the stops.
        var head: String {
            switch self {
            case .linear: "linear-gradient(var(--cui-ga)"
            case .radial: "radial-gradient(var(--cui-gz) at var(--cui-gat)"
            case .conic: "conic-gradient(from var(--cui-ga) at var(--cui-gat)"
            }
        }
    }

    /// For each ``GradientFamily`` and number of stops, a class whose `--cui-grad` is the
    /// gradient through the stops `--cui-g0`… at `--cui-p0`…, so inline styles never hold a
    /// gradient function.
    private static func gradients(to css: inout [UInt8]) {
        for family in GradientFamily.allCases {
            for count in 2...maximumGradientStops {
                css += Array(".\(family.classNames[count]){--cui-grad:\(family.head)".utf8)
                for stop in 0..<count {
                    append(",var(--cui-g", to: &css)
                    DecimalFormatting.append(stop, to: &css)
                    append(") var(--cui-p", to: &css)
                    DecimalFormatting.append(stop, to: &css)
                    append(")", to: &css)
                }
                append(")}", to: &css)
            }
        }
    }

    /// The most stops a gradient keeps; later ones are dropped.
    static let maximumGradientStops = 8

    /// `ViewThatFits`: the integer `--cui-pick`, computed from the numbers its element holds
    /// (see `ViewThatFits+HTML.swift`) as the number of candidates before the first that fits,
    /// each prefix's `min()` of "does not fit" (`--cui-vp<i>`) added up, at most the last index;
    /// then one style query for each candidate it may pick, hiding the others.
    private static func viewThatFits(to css: inout [UInt8]) {
        let limit = HTMLRenderer.viewThatFitsCandidateLimit
        append("@property --cui-pick{syntax:'<integer>';inherits:false;initial-value:0}.cui-vtf{", to: &css)
        // Defaults, which the element's own numbers override, so that none is inherited from an
        // enclosing `ViewThatFits`.
        for index in 0..<(limit - 1) {
            append("--cui-vw", to: &css)
            DecimalFormatting.append(index, to: &css)
            append(":0px;--cui-vt", to: &css)
            DecimalFormatting.append(index, to: &css)
            append(":0;", to: &css)
        }
        for index in 0..<(limit - 1) {
            append("--cui-vp", to: &css)
            DecimalFormatting.append(index, to: &css)
            append(":", to: &css)
            if index > 0 {
                append("min(var(--cui-vp", to: &css)
                DecimalFormatting.append(index - 1, to: &css)
                append("),", to: &css)
            }
            append("max(var(--cui-vt", to: &css)
            DecimalFormatting.append(index, to: &css)
            append("),sign(var(--cui-vw", to: &css)
            DecimalFormatting.append(index, to: &css)
            append(") - var(--cui-av)))", to: &css)
            append(index > 0 ? ");" : ";", to: &css)
        }
        append("--cui-pick:min(var(--cui-vc),var(--cui-vp0)", to: &css)
        for index in 1..<(limit - 1) {
            append(" + var(--cui-vp", to: &css)
            DecimalFormatting.append(index, to: &css)
            append(")", to: &css)
        }
        append(")}", to: &css)
        for index in 0..<limit {
            append("@container style(--cui-pick:", to: &css)
            DecimalFormatting.append(index, to: &css)
            append("){.cui-vtf>:not(:nth-child(", to: &css)
            DecimalFormatting.append(index + 1, to: &css)
            append(")){display:none}}", to: &css)
        }
    }

    private static func append(_ string: StaticString, to css: inout [UInt8]) {
        string.withUTF8Buffer { css.append(contentsOf: $0) }
    }
}
