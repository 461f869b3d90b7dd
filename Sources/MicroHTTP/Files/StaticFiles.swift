/// Serves files from a directory, safely: no path can leave the root, even through symlinks.
///
/// Responses carry `Content-Type`, a strong `ETag`, `Last-Modified` and `Cache-Control`, so
/// conditional requests get `304`, and `Accept-Ranges: bytes`, so a request for one byte range
/// gets `206` (see the server's range handling); text files are kept in memory with their gzip
/// variant.
///
/// ```swift
/// var router = Router()
/// router.addStaticFiles(try StaticFiles(root: "Public"), at: "/static")
/// ```
public struct StaticFiles: Sendable {
    /// The canonical path of the directory served.
    public let root: String
    /// The `Cache-Control` value sent with every file.
    public var cacheControl: String
    private let cache: FileCache

    /// Serves `root`; throws ``ServerError`` unless it exists and is a directory.
    ///
    /// - Parameters:
    ///   - cacheControl: defaults to `no-cache`: clients revalidate each time, which costs a `304`.
    ///   - cacheCapacity: the bytes of file contents (plus gzip variants) kept in memory.
    public init(root: String, cacheControl: String = "no-cache", cacheCapacity: Int = 32 * 1024 * 1024) throws {
        guard let resolved = FileSystem.realPath(root), FileSystem.status(resolved)?.isDirectory == true else {
            throw ServerError.invalidConfiguration("the static file root \(root) is not a directory")
        }
        self.root = resolved
        self.cacheControl = cacheControl
        cache = FileCache(capacity: cacheCapacity)
    }

    /// The response for the file at `segments` below the root (decoded path segments), or an
    /// ``HTTPError``: `400` for unsafe segments, `403` for paths leaving the root, `404` otherwise.
    public func response(for segments: [String]) throws -> Response {
        let path = try resolve(segments)
        guard let status = FileSystem.status(path), status.isRegularFile,
              let entry = cache.entry(for: path, status: status) else {
            throw HTTPError(.notFound, detail: "No such file.")
        }
        return Response(
            headers: [
                "Content-Type": entry.contentType,
                "ETag": entry.etag,
                "Last-Modified": HTTPDate.format(status.modifiedSeconds),
                "Cache-Control": cacheControl,
                "Accept-Ranges": "bytes",
            ],
            body: entry.body)
    }
}
