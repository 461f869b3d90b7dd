/// Serves files from a directory, safely: no path can leave the root, even through symlinks.
///
/// Responses carry `Content-Type`, a strong `ETag`, `Last-Modified` and `Cache-Control`, so
/// conditional requests get `304`, and `Accept-Ranges: bytes`, so a request for one byte range
/// gets `206` (see the server's range handling); text files are kept in memory with their gzip
/// variant, larger files are sent from disk.
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
    ///
    /// A file of up to a quarter of the cache's capacity is read once and kept in memory with
    /// its gzip variant; a larger one is sent from the file, never read into memory, and not
    /// compressed.
    public func response(for segments: [String]) throws -> Response {
        let path = try resolve(segments)
        guard let status = FileSystem.status(path), status.isRegularFile else {
            throw HTTPError(.notFound, detail: "No such file.")
        }
        if status.size > cache.largestEntry, let file = OpenFile(path: path) {
            return response(contentType: MIMEType.forFile(named: path), status: file.status,
                            etag: FileCache.etag(of: file.status), body: ResponseBody(file: file))
        }
        guard let entry = cache.entry(for: path, status: status) else {
            throw HTTPError(.notFound, detail: "No such file.")
        }
        return response(contentType: entry.contentType, status: status, etag: entry.etag, body: entry.body)
    }

    private func response(contentType: String, status: FileSystem.Status, etag: String, body: ResponseBody) -> Response {
        Response(
            headers: [
                "Content-Type": contentType,
                "ETag": etag,
                "Last-Modified": HTTPDate.format(status.modifiedSeconds),
                "Cache-Control": cacheControl,
                "Accept-Ranges": "bytes",
            ],
            body: body)
    }
}
