import ContainerUICore
import Foundation

/// Decides whether a URL may become an `href` or `src`.
///
/// Allowed: `http`, `https` and `mailto` URLs and relative references (no scheme). Browsers ignore
/// tabs and newlines inside URLs and leading controls and spaces, so those are removed before the
/// scheme is read; `java\tscript:` is therefore rejected like `javascript:`. Anything else,
/// `javascript:`, `data:`, `vbscript:`, `file:` and so on, yields `nil` and the element is inert.
enum SafeURL {
    /// The URL's text, cleaned, if it is allowed.
    static func href(_ url: URL) -> String? {
        href(url.absoluteString)
    }

    /// The text, cleaned, if it is an allowed URL.
    static func href(_ text: String) -> String? {
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar != "\t" && scalar != "\n" && scalar != "\r" {
            if cleaned.isEmpty && scalar.value <= 0x20 { continue }
            if scalar.value < 0x20 || scalar.value == 0x7F { return nil }
            cleaned.append(scalar)
        }
        let string = String(cleaned)
        guard let scheme = scheme(of: string) else { return string }
        return ["http", "https", "mailto"].contains(scheme.lowercased()) ? string : nil
    }

    /// The scheme: letters, digits, `+ - .` before the first `:`, if that comes before `/ ? #`.
    private static func scheme(of string: String) -> String? {
        var scheme = ""
        for character in string {
            if character == ":" { return scheme.isEmpty ? nil : scheme }
            if character == "/" || character == "?" || character == "#" { return nil }
            scheme.append(character)
        }
        return nil
    }
}
