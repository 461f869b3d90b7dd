import ContainerUI

/// A small Swift tokenizer for the source panel: keywords, type names, strings, comments,
/// numbers and attributes each get a class; everything is written escaped.
enum SwiftHighlighter {
    private static let keywords: Set<String> = [
        "import", "struct", "enum", "class", "protocol", "extension", "func", "var", "let", "if", "else",
        "switch", "case", "default", "for", "in", "return", "some", "any", "static", "private", "public",
        "fileprivate", "internal", "package", "init", "self", "Self", "true", "false", "nil", "where", "guard",
        "while", "inout", "mutating", "typealias", "associatedtype", "throws", "try", "break", "continue",
    ]

    /// Writes `source` as highlighted, escaped HTML.
    static func highlight(_ source: String, into html: inout HTMLWriter) {
        let scalars = Array(source.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            if scalar == "/", next == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                emit(scalars[start..<index], "tk-com", into: &html)
            } else if scalar == "/", next == "*" {
                index += 2
                while index < scalars.count, !(scalars[index - 1] == "*" && scalars[index] == "/") { index += 1 }
                index = min(index + 1, scalars.count)
                emit(scalars[start..<index], "tk-com", into: &html)
            } else if scalar == "\"" {
                index = endOfString(scalars, from: index)
                emit(scalars[start..<index], "tk-str", into: &html)
            } else if scalar.properties.numericType != nil, scalar.isASCII {
                while index < scalars.count, scalars[index].isASCII, scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil || scalars[index] == "." || scalars[index] == "_" {
                    if scalars[index] == ".", index + 1 < scalars.count, scalars[index + 1] == "." { break }
                    index += 1
                }
                emit(scalars[start..<index], "tk-num", into: &html)
            } else if scalar == "@" || isIdentifierStart(scalar) {
                index += 1
                while index < scalars.count, isIdentifierPart(scalars[index]) { index += 1 }
                let word = String(String.UnicodeScalarView(scalars[start..<index]))
                let kind: StaticString? = scalar == "@" ? "tk-attr"
                    : keywords.contains(word) ? "tk-kw"
                    : scalar.properties.isUppercase ? "tk-type" : nil
                if let kind { emit(scalars[start..<index], kind, into: &html) } else { html.text(word) }
            } else {
                while index < scalars.count, !startsToken(scalars, at: index) || index == start { index += 1 }
                html.text(String(String.UnicodeScalarView(scalars[start..<index])))
            }
        }
    }

    private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let isMultiline = start + 2 < scalars.count && scalars[start + 1] == "\"" && scalars[start + 2] == "\""
        var index = start + (isMultiline ? 3 : 1)
        while index < scalars.count {
            if scalars[index] == "\\" { index += 2; continue }
            if !isMultiline, scalars[index] == "\n" { return index }
            if scalars[index] == "\"" {
                if !isMultiline { return index + 1 }
                if index + 2 < scalars.count, scalars[index + 1] == "\"", scalars[index + 2] == "\"" { return index + 3 }
            }
            index += 1
        }
        return scalars.count
    }

    private static func startsToken(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let scalar = scalars[index]
        return scalar == "/" || scalar == "\"" || scalar == "@" || isIdentifierStart(scalar) || (scalar.isASCII && scalar.properties.numericType != nil)
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || (scalar.isASCII && scalar.properties.numericType != nil)
    }

    private static func emit(_ scalars: ArraySlice<Unicode.Scalar>, _ kind: StaticString, into html: inout HTMLWriter) {
        html.raw("<span class=\"")
        html.raw(kind)
        html.raw("\">")
        html.text(String(String.UnicodeScalarView(scalars)))
        html.raw("</span>")
    }
}
