extension ResponseBody {
    /// This body with its gzip encoding made now, at the best level, when `contentType` is
    /// compressible. Keep the result (a cache, or a `static let` for a fixed asset) and every
    /// response that sends it to a client accepting gzip uses that encoding instead of
    /// compressing the bytes again.
    public func precompressed(contentType: String?) -> ResponseBody {
        guard gzipped == nil, let shared, shared.count > 0, CompressionPolicy.isCompressible(contentType: contentType) else {
            return self
        }
        var body = self
        body.gzipped = SharedBytes(Gzip.compress(shared.buffer, level: 9))
        return body
    }
}
