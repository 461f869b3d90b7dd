/// The system's types that ContainerUI knows: the common ones of Apple's UniformTypeIdentifiers
/// framework, with their supertypes, filename extensions and MIME types.
enum UTTypeRegistry {
    /// One declared type.
    struct Declaration: Sendable {
        var identifier: String
        var parents: [String]
        var tags: [UTTagClass: [String]]
        var description: String
    }

    /// The declarations, most specific first where two share a tag (`public.utf8-plain-text` is
    /// not named by `txt`; `public.plain-text` is).
    static let declarations: [Declaration] = [
        declare("public.item", [], "item"),
        declare("public.content", ["public.item"], "content"),
        declare("public.composite-content", ["public.content"], "content"),
        declare("public.data", ["public.item"], "data"),
        declare("public.directory", ["public.item"], "folder"),
        declare("public.folder", ["public.directory"], "folder"),
        declare("com.apple.package", ["public.directory"], "package"),
        declare("public.symlink", ["public.item"], "symbolic link"),
        declare("public.executable", ["public.item"], "executable"),
        declare("public.url", ["public.data"], "URL"),
        declare("public.file-url", ["public.url"], "file URL"),
        declare("public.text", ["public.data", "public.content"], "text"),
        declare("public.plain-text", ["public.text"], "plain text", ["txt", "text"], ["text/plain"]),
        declare("public.utf8-plain-text", ["public.plain-text"], "Unicode (UTF-8) text"),
        declare("public.utf16-plain-text", ["public.plain-text"], "Unicode (UTF-16) text"),
        declare("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], "tab-separated values"),
        declare("public.delimited-values-text", ["public.text"], "delimited values"),
        declare("public.comma-separated-values-text", ["public.delimited-values-text"], "comma-separated values", ["csv"], ["text/csv"]),
        declare("public.tab-separated-values-text", ["public.delimited-values-text"], "tab-separated values", ["tsv"], ["text/tab-separated-values"]),
        declare("public.rtf", ["public.text"], "rich text", ["rtf"], ["text/rtf", "application/rtf"]),
        declare("public.html", ["public.text"], "HTML", ["html", "htm"], ["text/html"]),
        declare("public.xml", ["public.text"], "XML", ["xml"], ["application/xml", "text/xml"]),
        declare("public.json", ["public.text"], "JSON", ["json"], ["application/json"]),
        declare("public.yaml", ["public.text"], "YAML", ["yaml", "yml"], ["application/x-yaml"]),
        declare("net.daringfireball.markdown", ["public.plain-text"], "Markdown", ["md", "markdown"], ["text/markdown"]),
        declare("public.css", ["public.text"], "CSS", ["css"], ["text/css"]),
        declare("public.source-code", ["public.plain-text"], "source code"),
        declare("public.swift-source", ["public.source-code"], "Swift source", ["swift"], []),
        declare("com.netscape.javascript-source", ["public.source-code"], "JavaScript", ["js", "mjs"], ["text/javascript"]),
        declare("public.script", ["public.source-code"], "script"),
        declare("public.shell-script", ["public.script"], "shell script", ["sh", "command"], ["application/x-sh"]),
        declare("public.python-script", ["public.script"], "Python script", ["py"], ["text/x-python-script"]),
        declare("public.log", ["public.plain-text"], "log", ["log"], []),
        declare("public.vcard", ["public.text"], "vCard", ["vcf", "vcard"], ["text/vcard", "text/x-vcard"]),
        declare("public.image", ["public.data", "public.content"], "image"),
        declare("public.png", ["public.image"], "PNG image", ["png"], ["image/png"]),
        declare("public.jpeg", ["public.image"], "JPEG image", ["jpeg", "jpg", "jpe"], ["image/jpeg"]),
        declare("public.heic", ["public.image"], "HEIC image", ["heic"], ["image/heic"]),
        declare("public.heif", ["public.image"], "HEIF image", ["heif"], ["image/heif"]),
        declare("com.compuserve.gif", ["public.image"], "GIF image", ["gif"], ["image/gif"]),
        declare("public.tiff", ["public.image"], "TIFF image", ["tiff", "tif"], ["image/tiff"]),
        declare("com.microsoft.bmp", ["public.image"], "BMP image", ["bmp"], ["image/bmp"]),
        declare("org.webmproject.webp", ["public.image"], "WebP image", ["webp"], ["image/webp"]),
        declare("public.svg-image", ["public.image"], "SVG image", ["svg"], ["image/svg+xml"]),
        declare("com.microsoft.ico", ["public.image"], "icon", ["ico"], ["image/vnd.microsoft.icon", "image/x-icon"]),
        declare("com.adobe.pdf", ["public.data", "public.composite-content"], "PDF document", ["pdf"], ["application/pdf"]),
        declare("org.idpf.epub-container", ["public.data", "public.composite-content"], "EPUB book", ["epub"], ["application/epub+zip"]),
        declare("public.audiovisual-content", ["public.data", "public.content"], "audiovisual content"),
        declare("public.movie", ["public.audiovisual-content"], "movie"),
        declare("public.video", ["public.movie"], "video"),
        declare("public.audio", ["public.audiovisual-content"], "audio"),
        declare("public.mpeg-4", ["public.movie"], "MPEG-4 movie", ["mp4", "mpeg4"], ["video/mp4"]),
        declare("com.apple.quicktime-movie", ["public.movie"], "QuickTime movie", ["mov", "qt"], ["video/quicktime"]),
        declare("public.mp3", ["public.audio"], "MP3 audio", ["mp3"], ["audio/mpeg"]),
        declare("public.mpeg-4-audio", ["public.audio"], "MPEG-4 audio", ["m4a"], ["audio/mp4"]),
        declare("com.microsoft.waveform-audio", ["public.audio"], "Waveform audio", ["wav", "wave"], ["audio/wav", "audio/x-wav"]),
        declare("public.archive", ["public.data"], "archive"),
        declare("public.zip-archive", ["public.archive"], "ZIP archive", ["zip"], ["application/zip"]),
        declare("org.gnu.gnu-zip-archive", ["public.archive"], "gzip archive", ["gz", "gzip"], ["application/gzip"]),
        declare("public.spreadsheet", ["public.content"], "spreadsheet"),
        declare("public.presentation", ["public.composite-content"], "presentation"),
        declare("public.font", ["public.data", "public.content"], "font", ["ttf", "otf"], ["font/ttf", "font/otf"]),
        declare("com.apple.property-list", ["public.data"], "property list", ["plist"], []),
    ]

    private static let byIdentifier: [String: Int] = Dictionary(uniqueKeysWithValues: declarations.indices.map { (declarations[$0].identifier, $0) })

    private static func declare(_ identifier: String, _ parents: [String], _ description: String,
                                _ extensions: [String] = [], _ mimeTypes: [String] = []) -> Declaration {
        var tags: [UTTagClass: [String]] = [:]
        if !extensions.isEmpty { tags[.filenameExtension] = extensions }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return Declaration(identifier: identifier, parents: parents, tags: tags, description: description)
    }

    /// The declaration with `identifier`.
    static func declaration(of identifier: String) -> Declaration? {
        byIdentifier[identifier].map { declarations[$0] }
    }

    /// The declared type with `identifier`.
    static func type(identifier: String) -> UTType? {
        declaration(of: identifier).map { UTType(identifier: $0.identifier, parents: $0.parents) }
    }

    /// The declared types with `tag` (lowercased) in `tagClass`.
    static func types(tag: String, tagClass: UTTagClass) -> [UTType] {
        declarations.filter { $0.tags[tagClass]?.contains(tag) == true }.map { UTType(identifier: $0.identifier, parents: $0.parents) }
    }
}

extension UTType {
    private static func system(_ identifier: String) -> UTType {
        UTTypeRegistry.type(identifier: identifier)!
    }

    /// `public.item`: everything.
    public static let item = system("public.item")
    /// `public.content`: what people make and read.
    public static let content = system("public.content")
    /// `public.composite-content`: documents mixing kinds of content.
    public static let compositeContent = system("public.composite-content")
    /// `public.data`: bytes.
    public static let data = system("public.data")
    /// `public.directory`.
    public static let directory = system("public.directory")
    /// `public.folder`.
    public static let folder = system("public.folder")
    /// `com.apple.package`: a directory shown as one file.
    public static let package = system("com.apple.package")
    /// `public.symlink`.
    public static let symbolicLink = system("public.symlink")
    /// `public.executable`.
    public static let executable = system("public.executable")
    /// `public.url`.
    public static let url = system("public.url")
    /// `public.file-url`.
    public static let fileURL = system("public.file-url")
    /// `public.text`.
    public static let text = system("public.text")
    /// `public.plain-text` (`txt`, `text/plain`).
    public static let plainText = system("public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = system("public.utf8-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = system("public.utf16-plain-text")
    /// `public.delimited-values-text`.
    public static let delimitedText = system("public.delimited-values-text")
    /// `public.comma-separated-values-text` (`csv`).
    public static let commaSeparatedText = system("public.comma-separated-values-text")
    /// `public.tab-separated-values-text` (`tsv`).
    public static let tabSeparatedText = system("public.tab-separated-values-text")
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = system("public.utf8-tab-separated-values-text")
    /// `public.rtf`.
    public static let rtf = system("public.rtf")
    /// `public.html`.
    public static let html = system("public.html")
    /// `public.xml`.
    public static let xml = system("public.xml")
    /// `public.json`.
    public static let json = system("public.json")
    /// `public.yaml`.
    public static let yaml = system("public.yaml")
    /// `public.source-code`.
    public static let sourceCode = system("public.source-code")
    /// `public.swift-source`.
    public static let swiftSource = system("public.swift-source")
    /// `com.netscape.javascript-source`.
    public static let javaScript = system("com.netscape.javascript-source")
    /// `public.script`.
    public static let script = system("public.script")
    /// `public.shell-script`.
    public static let shellScript = system("public.shell-script")
    /// `public.python-script`.
    public static let pythonScript = system("public.python-script")
    /// `public.log`.
    public static let log = system("public.log")
    /// `public.vcard`.
    public static let vCard = system("public.vcard")
    /// `public.image`.
    public static let image = system("public.image")
    /// `public.png`.
    public static let png = system("public.png")
    /// `public.jpeg`.
    public static let jpeg = system("public.jpeg")
    /// `public.heic`.
    public static let heic = system("public.heic")
    /// `public.heif`.
    public static let heif = system("public.heif")
    /// `com.compuserve.gif`.
    public static let gif = system("com.compuserve.gif")
    /// `public.tiff`.
    public static let tiff = system("public.tiff")
    /// `com.microsoft.bmp`.
    public static let bmp = system("com.microsoft.bmp")
    /// `org.webmproject.webp`.
    public static let webP = system("org.webmproject.webp")
    /// `public.svg-image`.
    public static let svg = system("public.svg-image")
    /// `com.microsoft.ico`.
    public static let ico = system("com.microsoft.ico")
    /// `com.adobe.pdf`.
    public static let pdf = system("com.adobe.pdf")
    /// `org.idpf.epub-container`.
    public static let epub = system("org.idpf.epub-container")
    /// `public.audiovisual-content`.
    public static let audiovisualContent = system("public.audiovisual-content")
    /// `public.movie`.
    public static let movie = system("public.movie")
    /// `public.video`.
    public static let video = system("public.video")
    /// `public.audio`.
    public static let audio = system("public.audio")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = system("public.mpeg-4")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = system("com.apple.quicktime-movie")
    /// `public.mp3`.
    public static let mp3 = system("public.mp3")
    /// `public.mpeg-4-audio`.
    public static let mpeg4Audio = system("public.mpeg-4-audio")
    /// `com.microsoft.waveform-audio`.
    public static let wav = system("com.microsoft.waveform-audio")
    /// `public.archive`.
    public static let archive = system("public.archive")
    /// `public.zip-archive`.
    public static let zip = system("public.zip-archive")
    /// `org.gnu.gnu-zip-archive`.
    public static let gzip = system("org.gnu.gnu-zip-archive")
    /// `public.spreadsheet`.
    public static let spreadsheet = system("public.spreadsheet")
    /// `public.presentation`.
    public static let presentation = system("public.presentation")
    /// `public.font`.
    public static let font = system("public.font")
    /// `com.apple.property-list`.
    public static let propertyList = system("com.apple.property-list")
}
