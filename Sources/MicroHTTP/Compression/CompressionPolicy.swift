/// Decides which responses are worth gzip-compressing and whether a client takes gzip.
public struct CompressionPolicy: Sendable {
    /// Bodies smaller than this many bytes are sent as they are.
    public var minimumSize: Int
    /// The zlib level, 1 (fastest) to 9 (smallest).
    public var level: Int32

    /// Creates a policy; the defaults compress text of 256 bytes and more at level 6.
    public init(minimumSize: Int = 256, level: Int32 = 6) {
        self.minimumSize = minimumSize
        self.level = level
    }

    /// Whether a body of `contentType` is text-like and so compressible.
    public static func isCompressible(contentType: String?) -> Bool {
        guard var contentType else { return false }
        return contentType.withUTF8 { bytes in
            let type = mediaType(of: bytes[...])
            return type.starts(with: "text/".utf8) { $0.asciiLowercased == $1 }
                || compressibleTypes.contains { type.asciiCaseInsensitiveEquals($0.utf8) }
        }
    }

    /// The bytes of a content type before its parameters, without surrounding spaces.
    private static func mediaType(of contentType: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        contentType[..<(contentType.firstIndex(of: UInt8(ascii: ";")) ?? contentType.endIndex)].trimmingSpaces
    }

    /// Whether a request's `Accept-Encoding` takes gzip (an explicit `q=0` refuses it).
    public static func acceptsGzip(_ acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        return QualityList.quality(ofCoding: "gzip", alias: "x-gzip", in: acceptEncoding) > 0
    }

    private static let compressibleTypes = [
        "application/json", "application/problem+json", "application/javascript",
        "application/xml", "application/manifest+json", "image/svg+xml",
    ]
}
