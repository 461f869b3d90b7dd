import Foundation

/// The inline Markdown SwiftUI reads in a `Text` made from a string literal: `**strong**` and
/// `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic), `~~strikethrough~~`, `` `code` ``
/// (monospaced), `[title](destination)` links and backslash escapes. Emphasis follows
/// CommonMark's delimiter runs: a run opens when it is left-flanking and closes when it is
/// right-flanking (`_` not inside a word), and an opener pairs with the nearest closer of the
/// same character, two at a time when both have two. Characters in `literal` ranges (the values
/// interpolated into the literal) are text, never syntax.
struct InlineMarkdown {
    /// A piece of the text with its style.
    struct Run: Equatable {
        /// How a run is drawn.
        struct Style: Equatable {
            var isBold = false
            var isItalic = false
            var isStruck = false
            var isCode = false
            var link: URL?
        }

        var text: String
        var style = Style()
    }

    /// Whether `string` has a character that may start Markdown outside `literal` ranges: a text
    /// without one is shown as it is, unparsed.
    static func mayHaveSyntax(_ string: String, literal: [Range<Int>]) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            for offset in bytes.indices where isSyntaxByte(bytes[offset]) {
                if !isInterpolated(offset, literal) { return true }
            }
            return false
        }
    }

    /// `*`, `_`, `~`, `` ` ``, `[` or `\`: one bit per ASCII byte in two words, so that a text is
    /// scanned at a few instructions a byte (every literal `Text` is).
    @inline(__always)
    private static func isSyntaxByte(_ byte: UInt8) -> Bool {
        let low: UInt64 = 1 << 42  // *
        let high: UInt64 = 1 << (91 - 64) | 1 << (92 - 64) | 1 << (95 - 64) | 1 << (96 - 64) | 1 << (126 - 64)  // [ \ _ ` ~
        switch byte {
        case 0..<64: return (low >> UInt64(byte)) & 1 != 0
        case 64..<128: return (high >> UInt64(byte - 64)) & 1 != 0
        default: return false
        }
    }

    /// Whether the UTF-8 `offset` is in one of the `literal` ranges.
    private static func isInterpolated(_ offset: Int, _ literal: [Range<Int>]) -> Bool {
        literal.contains { $0.contains(offset) }
    }

    /// The runs of `string`, adjacent runs of one style merged.
    static func runs(of string: String, literal: [Range<Int>] = []) -> [Run] {
        var parser = InlineMarkdown(string, literal: literal)
        parser.tokenize()
        parser.matchEmphasis()
        return parser.mergedRuns()
    }

    private enum Token {
        case text(String, code: Bool)
        /// A run of `*`, `_` or `~` still unmatched: `count` characters left.
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
        /// A `[` that may start a link: text until its `](destination)` is found.
        case bracket
        case linkStart(URL?)
        case linkEnd
    }

    private let characters: [Character]
    private let isLiteral: [Bool]
    private var tokens: [Token] = []
    /// Per token: bold, italic and strikethrough levels added by matched delimiters.
    private var bold: [Int] = []
    private var italic: [Int] = []
    private var struck: [Int] = []

    private init(_ string: String, literal: [Range<Int>]) {
        var characters: [Character] = []
        var isLiteral: [Bool] = []
        var offset = 0
        for character in string {
            characters.append(character)
            isLiteral.append(Self.isInterpolated(offset, literal))
            offset += character.utf8.count
        }
        self.characters = characters
        self.isLiteral = isLiteral
    }

    private func isSyntax(_ index: Int, _ character: Character) -> Bool {
        index < characters.count && characters[index] == character && !isLiteral[index]
    }

    /// How many syntax `character`s follow one another from `index`.
    private func runLength(of character: Character, at index: Int) -> Int {
        var length = 0
        while isSyntax(index + length, character) { length += 1 }
        return length
    }

    private mutating func appendText(_ text: String, code: Bool = false) {
        if !code, case .text(let previous, code: false)? = tokens.last {
            tokens[tokens.count - 1] = .text(previous + text, code: false)
        } else {
            tokens.append(.text(text, code: code))
        }
    }

    private mutating func tokenize() {
        var index = 0
        var openBrackets: [Int] = []  // the token of each `[` not yet closed
        while index < characters.count {
            let character = characters[index]
            if isLiteral[index] {
                appendText(String(character))
                index += 1
                continue
            }
            switch character {
            case "\\" where index + 1 < characters.count && characters[index + 1].isASCII
                && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                appendText(String(characters[index + 1]))
                index += 2
            case "`":
                let length = runLength(of: "`", at: index)
                if let close = closingBackticks(from: index + length, length: length) {
                    var code = String(characters[(index + length)..<close])
                    if code.count > 1, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    appendText(code, code: true)
                    index = close + length
                } else {
                    appendText(String(repeating: "`", count: length))
                    index += length
                }
            case "*", "_", "~":
                let length = runLength(of: character, at: index)
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + length < characters.count ? characters[index + length] : " "
                let (canOpen, canClose) = Self.flanking(character, before: before, after: after)
                if character == "~" && length != 2 {
                    appendText(String(repeating: "~", count: length))
                } else {
                    tokens.append(.delimiter(character, count: length, canOpen: canOpen, canClose: canClose))
                }
                index += length
            case "[":
                openBrackets.append(tokens.count)
                tokens.append(.bracket)
                index += 1
            case "]":
                if let start = openBrackets.popLast(), isSyntax(index + 1, "("),
                   let close = (index + 2..<characters.count).first(where: { isSyntax($0, ")") }),
                   case let destination = String(characters[(index + 2)..<close]).trimmingCharacters(in: .whitespaces),
                   !destination.contains(" ") {
                    tokens[start] = .linkStart(URL(string: destination))
                    tokens.append(.linkEnd)
                    index = close + 1
                } else {
                    appendText("]")
                    index += 1
                }
            default:
                appendText(String(character))
                index += 1
            }
        }
        bold = Array(repeating: 0, count: tokens.count)
        italic = bold
        struck = bold
    }

    private func closingBackticks(from start: Int, length: Int) -> Int? {
        var index = start
        while index < characters.count {
            if isSyntax(index, "`") {
                let run = runLength(of: "`", at: index)
                if run == length { return index }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Whether a delimiter run between `before` and `after` can open and close emphasis.
    private static func flanking(_ character: Character, before: Character, after: Character) -> (Bool, Bool) {
        func isSpace(_ c: Character) -> Bool { c.isWhitespace }
        func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }
        let left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
        let right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
        guard character == "_" else { return (left, right) }
        return (left && (!right || isPunctuation(before)), right && (!left || isPunctuation(after)))
    }

    /// Pairs closers with openers (CommonMark's "process emphasis", links as barriers).
    private mutating func matchEmphasis() {
        var closer = 0
        while closer < tokens.count {
            guard case let .delimiter(character, count, canOpen, canClose) = tokens[closer], canClose, count > 0 else {
                closer += 1
                continue
            }
            var opener = closer - 1
            var matched = false
            while opener >= 0 {
                if case .linkStart = tokens[opener] { break }
                if case .linkEnd = tokens[opener] { break }
                if case let .delimiter(other, openCount, openerCanOpen, openerCanClose) = tokens[opener], other == character, openCount > 0,
                   openerCanOpen {
                    let bothWays = (openerCanClose || canOpen) && (openCount + count) % 3 == 0 && !(openCount % 3 == 0 && count % 3 == 0)
                    if !bothWays || character == "~" {
                        let used = character == "~" ? 2 : min(2, min(openCount, count))
                        for token in (opener + 1)..<closer {
                            if character == "~" { struck[token] += 1 } else if used == 2 { bold[token] += 1 } else { italic[token] += 1 }
                        }
                        tokens[opener] = .delimiter(other, count: openCount - used, canOpen: openerCanOpen, canClose: openerCanClose)
                        tokens[closer] = .delimiter(character, count: count - used, canOpen: canOpen, canClose: canClose)
                        // Delimiters between the pair can no longer match anything outside it.
                        for token in (opener + 1)..<closer {
                            if case let .delimiter(c, n, _, _) = tokens[token] { tokens[token] = .delimiter(c, count: n, canOpen: false, canClose: false) }
                        }
                        matched = true
                        break
                    }
                }
                opener -= 1
            }
            if !matched { closer += 1 }
        }
    }

    private func mergedRuns() -> [Run] {
        var runs: [Run] = []
        // The destinations of the links the token is in, the innermost last.
        var links: [URL?] = []
        for (index, token) in tokens.enumerated() {
            var run = Run(text: "", style: Run.Style(
                isBold: bold[index] > 0, isItalic: italic[index] > 0, isStruck: struck[index] > 0, link: links.last ?? nil
            ))
            switch token {
            case .text(let text, let code):
                run.text = text
                run.style.isCode = code
            case .delimiter(let character, let count, _, _):
                // What is left of a run after its matches is text, styled by the pairs around it.
                run.text = String(repeating: character, count: count)
            case .bracket:
                run.text = "["
            case .linkStart(let url):
                links.append(url)
                continue
            case .linkEnd:
                links.removeLast()
                continue
            }
            guard !run.text.isEmpty else { continue }
            if let last = runs.last, last.style == run.style {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        return runs
    }
}
