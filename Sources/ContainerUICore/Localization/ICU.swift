internal import _FoundationICU
import Foundation

/// The ICU that the toolchain's Foundation ships (`_FoundationICU`, its functions renamed with a
/// `swift_` prefix), for what Foundation on Linux does not offer: plural categories, numbers
/// with units, lists of units and numbers in words, by CLDR's data for every locale. Formatters
/// and rules are made once per skeleton and locale (at most ``cacheLimit`` of each kind kept;
/// ICU's formatters and rules may be used from any thread once made). The caches are read and
/// filled under one lock, which is also held while an object is made.
enum ICU {
    /// The most objects of each kind kept for reuse.
    static let cacheLimit = 256

    /// The objects made so far, by skeleton and locale or by locale.
    private struct Caches {
        var formatters: [String: Handle] = [:]
        var pluralRules: [String: Handle] = [:]
        var listFormatters: [String: Handle] = [:]
        var spellers: [String: Handle] = [:]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var caches = Caches()

    /// `value` formatted by ICU's number skeleton `skeleton` (`unit/kilometer unit-width-short
    /// usage/road`) in `locale` (an ICU locale identifier, `fr_FR`), or `nil` when ICU refuses the
    /// skeleton or the unit.
    static func format(_ value: Double, skeleton: String, locale: String) -> String? {
        let formatter = handle(\.formatters, key: skeleton + "\u{0}" + locale) {
            var status = U_ZERO_ERROR
            let units = Array(skeleton.utf16)
            let formatter = swift_unumf_openForSkeletonAndLocale(units, Int32(units.count), locale, &status)
            guard status.rawValue <= 0 else {
                if let formatter { swift_unumf_close(formatter) }
                return nil
            }
            return formatter.map { Handle($0, close: swift_unumf_close) }
        }
        guard let formatter else { return nil }
        var status = U_ZERO_ERROR
        guard let result = swift_unumf_openResult(&status), status.rawValue <= 0 else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter.pointer, value, result, &status)
        guard status.rawValue <= 0 else { return nil }
        return string { buffer, capacity, status in swift_unumf_resultToString(result, buffer, capacity, &status) }
    }

    /// The CLDR plural category (`one`, `few`, …) of `value` in `locale`'s language.
    static func pluralCategory(of value: Double, locale: String) -> String? {
        let rules = handle(\.pluralRules, key: locale) {
            var status = U_ZERO_ERROR
            let rules = swift_uplrules_open(locale, &status)
            guard status.rawValue <= 0 else {
                if let rules { swift_uplrules_close(rules) }
                return nil
            }
            return rules.map { Handle($0, close: swift_uplrules_close) }
        }
        guard let rules else { return nil }
        return string { buffer, capacity, status in swift_uplrules_select(rules.pointer, value, buffer, capacity, &status) }
    }

    /// How long a list of measures is written: `1 hour, 5 minutes`, `1 hr, 5 min`, `1h 5m`.
    enum UnitListWidth {
        case wide, short, narrow
    }

    /// `items`, each a measure (`1 hour`), joined as `locale` joins a list of units.
    static func unitList(_ items: [String], width: UnitListWidth, locale: String) -> String? {
        let listWidth: UListFormatterWidth = switch width {
        case .wide: ULISTFMT_WIDTH_WIDE
        case .short: ULISTFMT_WIDTH_SHORT
        case .narrow: ULISTFMT_WIDTH_NARROW
        }
        let formatter = handle(\.listFormatters, key: "\(width)\u{0}" + locale) {
            var status = U_ZERO_ERROR
            let formatter = swift_ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, listWidth, &status)
            guard status.rawValue <= 0 else {
                if let formatter { swift_ulistfmt_close(formatter) }
                return nil
            }
            return formatter.map { Handle($0, close: swift_ulistfmt_close) }
        }
        guard let formatter else { return nil }
        let units = items.map { Array($0.utf16) }
        let lengths = units.map { Int32($0.count) }
        return withPointers(to: units) { pointers in
            string { buffer, capacity, status in
                swift_ulistfmt_format(formatter.pointer, pointers, lengths, Int32(units.count), buffer, capacity, &status)
            }
        }
    }

    /// `value` spelled out in words in `locale` (`twenty-one`).
    static func spelledOut(_ value: Double, locale: String) -> String? {
        let speller = handle(\.spellers, key: locale) {
            var status = U_ZERO_ERROR
            let speller = swift_unum_open(UNUM_SPELLOUT, nil, 0, locale, nil, &status)
            guard status.rawValue <= 0 else {
                if let speller { swift_unum_close(speller) }
                return nil
            }
            // A `UNumberFormat*` is a pointer to ICU's `void*` handle type.
            return speller.map { Handle(OpaquePointer($0)) { swift_unum_close(UnsafeMutablePointer<UNumberFormat?>($0)) } }
        }
        guard let speller else { return nil }
        return string { buffer, capacity, status in
            swift_unum_formatDouble(UnsafePointer<UNumberFormat?>(speller.pointer), value, buffer, capacity, nil, &status)
        }
    }

    /// Calls `body` with a C array of pointers to each of `arrays`' elements.
    private static func withPointers<Result>(to arrays: [[UChar]], _ body: ([UnsafePointer<UChar>?]) -> Result) -> Result {
        var pointers: [UnsafePointer<UChar>?] = []
        func nest(_ index: Int) -> Result {
            guard index < arrays.count else { return body(pointers) }
            return arrays[index].withUnsafeBufferPointer { buffer in
                pointers.append(buffer.baseAddress)
                return nest(index + 1)
            }
        }
        return nest(0)
    }

    /// An ICU object, closed when the last user releases it: the cache's stay while the process
    /// runs, one made past the cache's limit goes with the call that made it.
    private final class Handle: @unchecked Sendable {
        let pointer: OpaquePointer
        private let close: (OpaquePointer) -> Void

        init(_ pointer: OpaquePointer, close: @escaping (OpaquePointer) -> Void) {
            self.pointer = pointer
            self.close = close
        }

        deinit { close(pointer) }
    }

    /// The handle for `key` in `cache`, made by `make` when missing and kept while the cache is
    /// under its limit; the caches are touched only under the lock.
    private static func handle(_ cache: WritableKeyPath<Caches, [String: Handle]>, key: String, make: () -> Handle?) -> Handle? {
        lock.lock()
        defer { lock.unlock() }
        if let known = caches[keyPath: cache][key] { return known }
        guard let made = make() else { return nil }
        if caches[keyPath: cache].count < cacheLimit { caches[keyPath: cache][key] = made }
        return made
    }

    /// A string an ICU function writes into a buffer of UTF-16 units: tried with 64 units, then
    /// with the length the function asked for.
    private static func string(_ write: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32) -> String? {
        var capacity: Int32 = 64
        for _ in 0..<2 {
            var buffer = [UChar](repeating: 0, count: Int(capacity))
            var status = U_ZERO_ERROR
            let length = buffer.withUnsafeMutableBufferPointer { write($0.baseAddress!, capacity, &status) }
            if status == U_BUFFER_OVERFLOW_ERROR {
                capacity = length + 1
                continue
            }
            guard status.rawValue <= 0 else { return nil }
            return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        }
        return nil
    }
}
