import CZlib

/// Inflates a gzip stream, to check what the server compressed.
func gunzip(_ bytes: [UInt8]) -> [UInt8]? {
    var stream = z_stream()
    guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    var input = bytes
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    return input.withUnsafeMutableBufferPointer { inputBuffer -> [UInt8]? in
        stream.next_in = inputBuffer.baseAddress
        stream.avail_in = UInt32(inputBuffer.count)
        while true {
            let (status, produced) = chunk.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                let status = inflate(&stream, Z_NO_FLUSH)
                return (status, out.count - Int(stream.avail_out))
            }
            output += chunk[..<produced]
            if status == Z_STREAM_END { return output }
            if status != Z_OK { return nil }
        }
    }
}
