import Foundation

/// The plural categories of Unicode's CLDR, which a plural table (`.stringsdict`) or a string
/// catalog's plural variation (`.xcstrings`) gives a form for.
enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The category of `number` in `language` (an ISO 639 code, `pt` with its `region` telling
    /// Portugal's rule apart), by CLDR's cardinal rules. A language missing from the rules below
    /// has `other` alone, as in CLDR's root.
    static func of(_ number: PluralOperands, language: String, region: String? = nil) -> PluralCategory {
        let n = number.n, i = number.i, v = number.v, f = number.f, t = number.t
        let i10 = i % 10, i100 = i % 100
        let n10 = n.truncatingRemainder(dividingBy: 10), n100 = n.truncatingRemainder(dividingBy: 100)
        /// CLDR's `many` of French, Spanish, Italian, Catalan and Portuguese: a whole million or more.
        let millions = v == 0 && i != 0 && i % 1_000_000 == 0
        switch language {
        case "en", "de", "nl", "sv", "fi", "et", "gl", "ur", "sw", "fy", "ia", "yi":
            return i == 1 && v == 0 ? .one : .other
        case "it", "ca":
            return i == 1 && v == 0 ? .one : millions ? .many : .other
        case "es":
            return n == 1 ? .one : millions ? .many : .other
        case "fr":
            return i <= 1 ? .one : millions ? .many : .other
        case "pt":
            if region == "PT" { return i == 1 && v == 0 ? .one : millions ? .many : .other }
            return i <= 1 ? .one : millions ? .many : .other
        case "af", "nb", "no", "nn", "el", "hu", "tr", "bg", "ka", "kk", "ky", "az", "sq", "ta", "te", "ml", "mn",
             "ne", "uz", "eu", "so", "ps", "or", "om", "ha", "mr", "tk", "ug", "ku", "sd":
            return n == 1 ? .one : .other
        case "hi", "bn", "gu", "kn", "fa", "am", "zu", "as":
            return i == 0 || n == 1 ? .one : .other
        case "hy":
            return i <= 1 ? .one : .other
        case "da":
            return n == 1 || (t != 0 && i <= 1) ? .one : .other
        case "is":
            return (t == 0 && i10 == 1 && i100 != 11) || (t % 10 == 1 && t % 100 != 11) ? .one : .other
        case "fil", "tl":
            let ones: Set<UInt64> = [4, 6, 9]
            return (v == 0 && (1...3).contains(i)) || (v == 0 && !ones.contains(i10)) || (v != 0 && !ones.contains(f % 10)) ? .one : .other
        case "ru", "uk":
            guard v == 0 else { return .other }
            if i10 == 1 && i100 != 11 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "be":
            if n10 == 1 && n100 != 11 { return .one }
            if [2, 3, 4].contains(n10) && ![12, 13, 14].contains(n100) { return .few }
            if n10 == 0 || [5, 6, 7, 8, 9].contains(n10) || [11, 12, 13, 14].contains(n100) { return .many }
            return .other
        case "pl":
            if i == 1 && v == 0 { return .one }
            guard v == 0 else { return .other }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "cs", "sk":
            if i == 1 && v == 0 { return .one }
            if (2...4).contains(i) && v == 0 { return .few }
            return v != 0 ? .many : .other
        case "hr", "sr", "bs", "sh":
            let f10 = f % 10, f100 = f % 100
            if (v == 0 && i10 == 1 && i100 != 11) || (f10 == 1 && f100 != 11) { return .one }
            if (v == 0 && (2...4).contains(i10) && !(12...14).contains(i100)) || ((2...4).contains(f10) && !(12...14).contains(f100)) { return .few }
            return .other
        case "sl":
            if v == 0 && i100 == 1 { return .one }
            if v == 0 && i100 == 2 { return .two }
            if (v == 0 && (3...4).contains(i100)) || v != 0 { return .few }
            return .other
        case "lt":
            let teens = n100 >= 11 && n100 <= 19
            if n10 == 1 && !teens { return .one }
            if n10 >= 2 && n10 <= 9 && n10 == n10.rounded() && !teens { return .few }
            return f != 0 ? .many : .other
        case "lv":
            let f10 = f % 10, f100 = f % 100
            if n10 == 0 || (n100 >= 11 && n100 <= 19) || (v == 2 && (11...19).contains(f100)) { return .zero }
            if (n10 == 1 && n100 != 11) || (v == 2 && f10 == 1 && f100 != 11) || (v != 2 && f10 == 1) { return .one }
            return .other
        case "ro", "mo":
            if i == 1 && v == 0 { return .one }
            if v != 0 || n == 0 || (n100 >= 1 && n100 <= 19 && n100 == n100.rounded()) { return .few }
            return .other
        case "ar":
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if n100 >= 3 && n100 <= 10 && n100 == n100.rounded() { return .few }
            if n100 >= 11 && n100 <= 99 && n100 == n100.rounded() { return .many }
            return .other
        case "he", "iw":
            if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
            return i == 2 && v == 0 ? .two : .other
        case "ga":
            switch n {
            case 1: return .one
            case 2: return .two
            case 3...6 where n == n.rounded(): return .few
            case 7...10 where n == n.rounded(): return .many
            default: return .other
            }
        case "cy":
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            case 3: return .few
            case 6: return .many
            default: return .other
            }
        default:
            return .other
        }
    }
}

/// The operands of CLDR's plural rules for one number: `n` its absolute value, `i` its integer
/// digits, `v` the count of its visible fraction digits, `f` those digits as an integer, `t` the
/// same without trailing zeros.
struct PluralOperands: Equatable, Sendable {
    var n: Double
    var i: UInt64
    var v: Int
    var f: UInt64
    var t: UInt64

    /// A whole number.
    init(_ value: UInt64) {
        n = Double(value)
        i = value
        v = 0
        f = 0
        t = 0
    }

    /// A number with fraction digits as its shortest description shows them (`1.5`: one visible
    /// fraction digit); a whole `Double` is a whole number, as Foundation's plural rules read it.
    init(_ value: Double) {
        let magnitude = value.magnitude
        n = magnitude
        guard magnitude.isFinite, magnitude < 1e18, magnitude != magnitude.rounded(.towardZero) else {
            i = magnitude.isFinite && magnitude < 1e18 ? UInt64(magnitude) : 0
            (v, f, t) = (0, 0, 0)
            return
        }
        let digits = String(magnitude).split(separator: ".").last.map(String.init) ?? ""
        i = UInt64(magnitude.rounded(.towardZero))
        // A description in exponent form (1e-05) gives no digits: the rules still see a fraction.
        let plain = !digits.isEmpty && digits.allSatisfy(\.isNumber)
        v = plain ? digits.count : 1
        f = plain ? UInt64(digits.prefix(18)) ?? 1 : 1
        t = plain ? UInt64(String(digits.reversed().drop { $0 == "0" }.reversed()).prefix(18)) ?? 0 : 1
    }
}
