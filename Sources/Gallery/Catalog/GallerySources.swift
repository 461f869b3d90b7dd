import Foundation

/// The text of the Gallery target's Swift files, embedded at build time by
/// `GallerySourcesPlugin`, so the executable needs no repository at run time.
public enum GallerySources {
    /// The text of the file at `path`, relative to `Sources/Gallery`.
    public static func text(of path: String) -> String? {
        guard let encoded = EmbeddedSources.base64[path], let data = Data(base64Encoded: encoded) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
