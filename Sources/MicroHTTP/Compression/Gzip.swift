internal import CZlib

/// gzip (RFC 1952) through zlib.
enum Gzip {
    /// `bytes` compressed at `level` (1–9); traps only if zlib itself fails, which it does not
    /// for in-memory input with enough output space.
    static func compress(_ bytes: UnsafeRawBufferPointer, level: Int32 = 6) -> [UInt8] {
        var stream = z_stream()
        let windowBitsForGzip: Int32 = 15 + 16
        let status = deflateInit2_(
            &stream, level, Z_DEFLATED, windowBitsForGzip, 8, Z_DEFAULT_STRATEGY,
            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "Gzip: deflateInit2 failed with \(status)")
        defer { deflateEnd(&stream) }

        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 32)
        // zlib reads the input through a non-const pointer but never writes it.
        stream.next_in = UnsafeMutablePointer(mutating: bytes.bindMemory(to: UInt8.self).baseAddress)
        stream.avail_in = UInt32(bytes.count)
        let produced = output.withUnsafeMutableBufferPointer { outputBuffer in
            stream.next_out = outputBuffer.baseAddress
            stream.avail_out = UInt32(outputBuffer.count)
            let result = deflate(&stream, Z_FINISH)
            precondition(result == Z_STREAM_END, "Gzip: deflate did not finish (\(result))")
            return outputBuffer.count - Int(stream.avail_out)
        }
        output.removeSubrange(produced...)
        return output
    }
}
