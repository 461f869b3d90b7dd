extension ResponseBody {
    /// This body with its gzip encoding made now, at the best level, when `contentType` is
    /// compressible; caches keep the result so each variant is compressed once.
    func precompressed(contentType: String?) -> ResponseBody {
        guard gzipped == nil, let bytes, !bytes.isEmpty, CompressionPolicy.isCompressible(contentType: contentType) else {
            return self
        }
        var body = self
        body.gzipped = Gzip.compress(bytes, level: 9)
        return body
    }
}
