/// Where ``DecimalFormatting`` writes: the writer's ``ByteBuffer``s, and the byte arrays of the
/// stylesheet and the JSON writer.
protocol ByteSink: ~Copyable {
    /// Appends bytes.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}
