/// Where ``DecimalFormatting`` writes: the writer's ``ByteBuffer``s, and the byte arrays of the
/// stylesheet and the JSON writer.
protocol ByteSink {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
}

extension Array: ByteSink where Element == UInt8 {}
