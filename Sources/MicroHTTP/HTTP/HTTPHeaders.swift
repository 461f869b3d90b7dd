/// An ordered list of header fields with case-insensitive lookup.
///
/// Order is kept as inserted so responses are deterministic; names compare without regard to case
/// (RFC 9110 §5.1).
///
/// ```swift
/// var headers = HTTPHeaders()
/// headers["Content-Type"] = "text/plain"
/// headers["content-type"]  // "text/plain"
/// ```
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field.
    public struct Field: Sendable, Equatable {
        /// The field name as written.
        public var name: String
        /// The field value.
        public var value: String
    }

    private var fields: [Field] = []

    /// Creates an empty list.
    public init() {}

    /// Creates a list from literal pairs, kept in order.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value for `name`; setting replaces every field of that name, and `nil` removes them.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
        set {
            guard let newValue else {
                remove(name)
                return
            }
            if let index = fields.firstIndex(where: { $0.name.caseInsensitiveEquals(name) }) {
                fields[index].value = newValue
                let later = fields.index(after: index)
                fields[later...].removeAll { $0.name.caseInsensitiveEquals(name) }
            } else {
                fields.append(Field(name: name, value: newValue))
            }
        }
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// Appends a field, keeping any others of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field named `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.caseInsensitiveEquals(name) }
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: String) -> Bool {
        fields.contains { $0.name.caseInsensitiveEquals(name) }
    }

    /// The number of fields.
    public var count: Int { fields.count }

    /// Makes room for `count` fields, so that adding several does not grow the storage each time.
    mutating func reserveCapacity(_ count: Int) {
        fields.reserveCapacity(count)
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}

extension String {
    /// ASCII case-insensitive comparison, as header names and tokens need.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        // Header names are looked up several times a request: compare contiguous bytes directly.
        let compared = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.indices.allSatisfy { mine[$0] == theirs[$0] || mine[$0].asciiLowercased == theirs[$0].asciiLowercased }
            }
        }
        return (compared ?? nil) ?? utf8.asciiCaseInsensitiveEquals(other.utf8)
    }
}

extension Sequence<UInt8> {
    /// ASCII case-insensitive comparison of two byte sequences, without building strings.
    func asciiCaseInsensitiveEquals(_ other: some Sequence<UInt8>) -> Bool {
        elementsEqual(other) { $0.asciiLowercased == $1.asciiLowercased }
    }
}

extension UInt8 {
    /// The byte with `A`–`Z` mapped to `a`–`z`.
    var asciiLowercased: UInt8 {
        (0x41...0x5A).contains(self) ? self + 0x20 : self
    }
}
