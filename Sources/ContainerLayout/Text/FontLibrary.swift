import ContainerUICore
import Foundation

/// The Inter faces ContainerUI ships in `Public/fonts/`, opened for measuring, and CSS's
/// font-matching rule to pick one for a weight and style (the browser picks the same face).
final class FontLibrary: Sendable {
    /// The files and what they hold, as the stylesheet's `@font-face` rules declare them.
    static let files: [(name: String, weight: Int, isItalic: Bool)] = [
        ("Inter-Regular.otf", 400, false), ("Inter-Medium.otf", 500, false),
        ("Inter-SemiBold.otf", 600, false), ("Inter-Bold.otf", 700, false), ("Inter-Italic.otf", 400, true),
    ]

    let faces: [FontFace]
    /// The colour emoji font the browser falls back to for emoji (the system's Noto Color Emoji,
    /// which the browser tests install), or `nil` when the machine has none.
    let emoji: FontFace?

    /// Opens the faces in `directory`; `nil` if any is missing or unreadable.
    init?(directory: String, emojiPath: String? = FontLibrary.emojiPath) {
        var faces: [FontFace] = []
        for file in Self.files {
            guard let face = FontFace(path: directory + "/" + file.name, weight: file.weight, isItalic: file.isItalic) else { return nil }
            faces.append(face)
        }
        self.faces = faces
        emoji = emojiPath.flatMap { FontFace(path: $0, weight: 400, isItalic: false) }
    }

    /// `$CONTAINERUI_EMOJI_FONT`, else Debian's `fonts-noto-color-emoji` file.
    static var emojiPath: String {
        ProcessInfo.processInfo.environment["CONTAINERUI_EMOJI_FONT"] ?? "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    }

    /// Where the fonts are looked for, in order: `$CONTAINERUI_FONTS`, `Public/fonts` in the
    /// current directory, then next to this source file's package (development and tests).
    static var searchPath: [String] {
        var paths: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["CONTAINERUI_FONTS"] { paths.append(explicit) }
        paths.append(FileManager.default.currentDirectoryPath + "/Public/fonts")
        let source = URL(fileURLWithPath: #filePath)
        paths.append(source.deletingLastPathComponent().appendingPathComponent("../../../Public/fonts").standardized.path)
        return paths
    }

    /// The first complete set of faces on ``searchPath``; traps with the places searched when
    /// there is none, since every text size would otherwise be wrong.
    static let shared: FontLibrary = {
        for path in searchPath {
            if let library = FontLibrary(directory: path) { return library }
        }
        fatalError("FontLibrary: Inter not found in \(searchPath); set CONTAINERUI_FONTS to a directory holding \(files.map(\.name))")
    }()

    /// The face CSS font matching picks for `weight` and `italic`: style first (italic falls back
    /// to upright), then weight: exactly; for 400 try 500 then lighter then heavier; for 500 try 400;
    /// below 400 lighter first; above 500 heavier first.
    func face(weight: Int, italic: Bool) -> FontFace {
        let styled = faces.filter { $0.isItalic == italic }
        let candidates = styled.isEmpty ? faces : styled
        func pick(_ weights: [Int]) -> FontFace? {
            for wanted in weights { if let face = candidates.first(where: { $0.weight == wanted }) { return face } }
            return nil
        }
        let available = candidates.map(\.weight)
        let lighter = available.filter { $0 < weight }.sorted(by: >)
        let heavier = available.filter { $0 > weight }.sorted()
        let order: [Int]
        switch weight {
        case 400: order = [400, 500] + lighter + heavier
        case 500: order = [500, 400] + lighter + heavier
        case ..<400: order = [weight] + lighter + heavier
        default: order = [weight] + heavier + lighter
        }
        return pick(order) ?? candidates[0]
    }
}
