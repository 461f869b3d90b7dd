import Foundation

extension AttributedString {
    /// How `AttributedString(markdown:options:baseURL:)` reads Markdown, as Foundation has it on
    /// Apple's systems; Foundation on Linux has no Markdown.
    public struct MarkdownParsingOptions: Codable, Hashable, Sendable {
        /// Which Markdown is read.
        public enum InterpretedSyntax: Codable, Hashable, Sendable {
            /// Blocks and inline Markdown: paragraphs, headings, list items and quotes lose their
            /// markers and are joined with nothing between them (their block structure is not kept
            /// here; `Text` shows it that way on Apple's systems too), a line break inside a
            /// paragraph is a space, and one ending in two spaces or a backslash a line break.
            case full
            /// Inline Markdown alone, each run of white space one space.
            case inlineOnly
            /// Inline Markdown alone, white space kept as it is.
            case inlineOnlyPreservingWhitespace
        }

        /// What to do with Markdown that cannot be read (Markdown always can: kept for source
        /// compatibility).
        public enum FailurePolicy: Codable, Hashable, Sendable {
            /// Throw.
            case throwError
            /// Keep what was read.
            case returnPartiallyParsedIfPossible
        }

        /// Whether `^[text](name: value)` attributes are read (they are shown as written here).
        public var allowsExtendedAttributes: Bool
        /// Which Markdown is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What to do with Markdown that cannot be read.
        public var failurePolicy: FailurePolicy
        /// The language of the text.
        public var languageCode: String?
        /// Whether runs carry their place in the source (not kept here).
        public var appliesSourcePositionAttributes: Bool

        /// Options, by default every Markdown block and inline.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// The attributed string Markdown describes: `**strong**`, `*emphasis*`, `` `code` `` and
    /// `~~strikethrough~~` as inline presentation intents, `[title](destination)` as links
    /// (relative ones resolved against `baseURL`), the blocks of `.full` syntax as
    /// ``MarkdownParsingOptions/InterpretedSyntax/full`` says.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        let pieces: [MarkdownBlocks.Piece]
        switch options.interpretedSyntax {
        case .inlineOnlyPreservingWhitespace: pieces = [.init(text: markdown)]
        case .inlineOnly: pieces = [.init(text: Self.collapsingWhiteSpace(markdown))]
        case .full: pieces = MarkdownBlocks.pieces(of: markdown)
        }
        for piece in pieces {
            // Code is shown as written: the whole of it is literal, never read as Markdown.
            for run in InlineMarkdown.runs(of: piece.text, literal: piece.isCode ? [0..<piece.text.utf8.count] : []) {
                var text = AttributedString(run.text)
                var intent: InlinePresentationIntent = []
                if run.style.isBold { intent.insert(.stronglyEmphasized) }
                if run.style.isItalic { intent.insert(.emphasized) }
                if run.style.isCode { intent.insert(.code) }
                if run.style.isStruck { intent.insert(.strikethrough) }
                if !intent.isEmpty { text.inlinePresentationIntent = intent }
                if let link = run.style.link {
                    text.link = link.scheme == nil ? URL(string: link.relativeString, relativeTo: baseURL) ?? link : link
                }
                append(text)
            }
        }
    }

    /// The attributed string UTF-8 Markdown describes; throws when `markdown` is not UTF-8.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let text = String(data: markdown, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        try self.init(markdown: text, options: options, baseURL: baseURL)
    }

    /// The attributed string Markdown describes, with the attributes of `scope` (SwiftUI's and
    /// Foundation's are always there).
    public init<S: AttributeScope>(markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
                                   options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: markdown, options: options, baseURL: baseURL)
    }

    private static func collapsingWhiteSpace(_ text: String) -> String {
        var output = ""
        var wasSpace = false
        for character in text {
            if character.isWhitespace {
                if !wasSpace { output.append(" ") }
                wasSpace = true
            } else {
                output.append(character)
                wasSpace = false
            }
        }
        return output
    }
}

/// The blocks of Markdown, each as the inline Markdown it holds: paragraphs (lines joined by a
/// space, or a line break after two spaces or a backslash), headings, list items and quotes
/// without their markers, fenced code as written; thematic breaks and blank lines hold nothing.
enum MarkdownBlocks {
    /// A block's text, and whether it is code (shown as written).
    struct Piece {
        var text: String
        var isCode = false
    }

    static func pieces(of markdown: String) -> [Piece] {
        var blocks: [Piece] = []
        var paragraph: [String] = []
        var fence: String?
        var code: [String] = []
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            var text = ""
            for (index, line) in paragraph.enumerated() {
                let isLast = index == paragraph.count - 1
                var content = line.trimmingCharacters(in: .whitespaces)
                let breaksLine = line.hasSuffix("  ") || content.hasSuffix("\\")
                if content.hasSuffix("\\") { content.removeLast() }
                text += content + (isLast ? "" : breaksLine ? "\n" : " ")
            }
            blocks.append(Piece(text: text))
            paragraph = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map({ String($0.trimmingSuffix("\r")) }) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) {
                    blocks.append(Piece(text: code.joined(separator: "\n"), isCode: true))
                    fence = nil
                    code = []
                } else {
                    code.append(line)
                }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                endParagraph()
                fence = String(trimmed.prefix(3))
                continue
            }
            // A line of `=` under a paragraph makes it a heading (as `---` does, below).
            if !paragraph.isEmpty, trimmed.allSatisfy({ $0 == "=" }) {
                endParagraph()
                continue
            }
            if trimmed.isEmpty || isThematicBreak(trimmed) {
                endParagraph()
                continue
            }
            if let heading = headingText(trimmed) {
                endParagraph()
                blocks.append(Piece(text: heading))
                continue
            }
            if let item = listItemText(trimmed) ?? quoteText(trimmed) {
                endParagraph()
                paragraph = [item]
                continue
            }
            paragraph.append(line)
        }
        endParagraph()
        if fence != nil { blocks.append(Piece(text: code.joined(separator: "\n"), isCode: true)) }
        return blocks
    }

    /// `# Title` (one to six `#`, then a space or nothing), without its closing `#`s.
    private static func headingText(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var text = rest.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("#") { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `- item`, `* item`, `+ item`, `1. item` or `1) item`, without the marker.
    private static func listItemText(_ line: String) -> String? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            return String(line.dropFirst(2))
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count) else { return nil }
        let rest = line.dropFirst(digits.count)
        guard let marker = rest.first, marker == "." || marker == ")", rest.dropFirst().first == " " else { return nil }
        return String(rest.dropFirst(2))
    }

    /// `> quote`, without the marker.
    private static func quoteText(_ line: String) -> String? {
        guard line.hasPrefix(">") else { return nil }
        return String(line.dropFirst().drop { $0 == " " })
    }

    /// Three or more `-`, `*` or `_` alone on a line, spaces between them allowed.
    private static func isThematicBreak(_ line: String) -> Bool {
        let marks = line.filter { $0 != " " }
        guard let mark = marks.first, "-*_".contains(mark), marks.count >= 3 else { return false }
        return marks.allSatisfy { $0 == mark }
    }
}

private extension Substring {
    func trimmingSuffix(_ suffix: Character) -> Substring {
        last == suffix ? dropLast() : self
    }
}
