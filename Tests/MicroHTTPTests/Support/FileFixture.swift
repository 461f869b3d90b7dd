import Foundation

/// A throwaway directory tree: a served root with a few files, and a secret beside it that no
/// request may reach, plus a symlink inside the root that points at the secret.
struct FileFixture {
    let base: String
    var root: String { base + "/public" }
    static let secret = "TOP-SECRET-DO-NOT-SERVE"
    static let stylesheet = String(repeating: ".stack { display: flex; gap: 8px; }\n", count: 40)

    init() throws {
        base = NSTemporaryDirectory() + "microhttp-" + UUID().uuidString
        let files = FileManager.default
        try files.createDirectory(atPath: base + "/public/sub", withIntermediateDirectories: true)
        try Self.secret.write(toFile: base + "/secret.txt", atomically: true, encoding: .utf8)
        try "<!DOCTYPE html><title>home</title>".write(toFile: root + "/index.html", atomically: true, encoding: .utf8)
        try Self.stylesheet.write(toFile: root + "/site.css", atomically: true, encoding: .utf8)
        try "sub index".write(toFile: root + "/sub/index.html", atomically: true, encoding: .utf8)
        try "hidden".write(toFile: root + "/.env", atomically: true, encoding: .utf8)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: root + "/pixel.png"))
        try files.createSymbolicLink(atPath: root + "/escape.txt", withDestinationPath: base + "/secret.txt")
        try files.createSymbolicLink(atPath: root + "/outside", withDestinationPath: base)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: base)
    }
}
