import Foundation

extension String {
    /// The localized string for `keyAndValue`: its key looked up in `table` (`Localizable` when
    /// `nil`) of `bundle` (the main bundle when `nil`), or the value itself when no table has it,
    /// with the interpolated values written into the specifiers.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.localized(key: keyAndValue.key, table: table, bundle: bundle ?? .main)
    }

    /// The localized string for `key`, or `defaultValue` when no table has it.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.localized(key: "\(key)", table: table, bundle: bundle ?? .main)
    }

    /// The string of a localized resource, looked up for the resource's locale.
    public init(localized resource: LocalizedStringResource) {
        self = resource.string(for: resource.locale)
    }
}

extension String.LocalizationValue {
    /// The format for `key` from `bundle`'s tables for `locale` (the process's unless given; this
    /// value's own key when not found), with the arguments written into it (a `locale:` given to
    /// `String(localized:)` formats values, as on Apple's systems, and picks no table). The tables are read by
    /// ``StringsTables``, never by `Bundle.localizedString(forKey:value:table:)`, which on Linux
    /// crashes when the bundle has a `.stringsdict` with the key.
    func localized(key: String, table: String?, bundle: Bundle, locale: Locale = .current) -> String {
        let translation = StringsTables.translation(of: key, table: table, bundle: bundle, locale: locale) ?? Translation(format: self.key)
        return translation.string(arguments, locale: locale)
    }

    /// `format` with `arguments` written into its specifiers, in order (from `first`) or by
    /// position (`%2$@`); `%%` is a percent sign, and a specifier without its argument is left as
    /// it is. A token `%#@name@` (or `%2$#@name@`) takes the argument at its place as a specifier
    /// does and is replaced by the form of the plural variable `name` for that number under
    /// `rules`, itself formatted with its specifiers taking the arguments from that place on.
    /// `record` is told where each text argument was written (UTF-8 offsets in the result), so
    /// that Markdown read in the result leaves the values as they are.
    static func format(_ format: String, _ arguments: [Argument], variables: [String: Translation.Variable] = [:],
                       rules: PluralRules? = nil, first: Int = 0, record: ((Range<Int>) -> Void)? = nil) -> String {
        guard format.contains("%") else { return format }
        var output = ""
        var next = first
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                output += "%"
                rest = rest.dropFirst()
                continue
            }
            let specifier = rest
            var position: Int?
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            if rest.hasPrefix("#@"), let end = rest.dropFirst(2).firstIndex(of: "@"),
               let rules, let variable = variables[String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])] {
                let index = position ?? next
                if position == nil { next += 1 }
                rest = rest[rest.index(after: end)...]
                let base = output.utf8.count
                output += Self.variable(variable, at: index, arguments, variables: variables, rules: rules,
                                        record: record.map { record in { record(($0.lowerBound + base)..<($0.upperBound + base)) } })
                continue
            }
            // Flags, a width and a precision (`%05.1f`), length modifiers, then one letter or `@`.
            let options = rest.prefix { "-+ #0'.".contains($0) || ($0.isASCII && $0.isNumber) }
            rest = rest.dropFirst(options.count)
            let modifiers = rest.prefix { "hlqLzjt".contains($0) }
            let conversion = rest.dropFirst(modifiers.count).first
            let index = position ?? next
            guard let conversion, "@dDiuUxXoOfFeEgGcs".contains(conversion), arguments.indices.contains(index) else {
                output += "%"
                rest = specifier
                continue
            }
            rest = rest.dropFirst(modifiers.count + 1)
            if position == nil { next += 1 }
            let start = output.utf8.count
            output += written(arguments[index], as: conversion, options: String(options))
            if let record, case .text = arguments[index] { record(start..<output.utf8.count) }
        }
        return output + rest
    }

    /// The form of `variable` for the number it is chosen by (the argument at `index`, the one its
    /// substitution names, or for a whole-string variable the first number), formatted; a token
    /// whose number is missing keeps the `other` form.
    private static func variable(_ variable: Translation.Variable, at index: Int, _ arguments: [Argument],
                                 variables: [String: Translation.Variable], rules: PluralRules,
                                 record: ((Range<Int>) -> Void)?) -> String {
        let selector = variable.isWholeString ? (arguments.firstIndex(where: \.isNumber) ?? index) : (variable.argument ?? index)
        guard var form = arguments.indices.contains(selector) ? rules.form(of: variable, for: arguments[selector]) : variable.forms[.other] else {
            return ""
        }
        if let argument = variable.argument {
            form = form.replacingOccurrences(of: "%arg", with: "%\(argument + 1)$" + (variable.specifier ?? "@"))
        }
        return format(form, arguments, variables: variables, rules: rules, first: variable.isWholeString ? index : selector, record: record)
    }

    /// One argument as its conversion writes it: text as it is, integers in decimal (or
    /// hexadecimal, octal), floating-point numbers as C writes them (`%lf`: six decimals), with
    /// the specifier's flags, width and precision (`options`).
    private static func written(_ argument: Argument, as conversion: Character, options: String) -> String {
        switch argument {
        case .text(let text): return text
        case .integer(let value): return integer(value, as: conversion, options: options)
        case .unsigned(let value): return integer(value, as: conversion, options: options)
        case .double(let value): return floatingPoint(value, as: conversion, options: options)
        case .float(let value): return floatingPoint(Double(value), as: conversion, options: options)
        }
    }

    /// A floating-point number as C writes it for `f`, `e` or `g`; any other conversion (a
    /// translation's `%@` where the value is a number) gets the number's description, never a
    /// C conversion reading the wrong kind of argument.
    private static func floatingPoint(_ value: Double, as conversion: Character, options: String) -> String {
        "fFeEgG".contains(conversion) ? String(format: "%\(options)\(conversion)", value) : String(value)
    }

    /// An integer in hexadecimal (`x`, `X`), octal (`o`, `O`) or decimal, through C's
    /// conversion when the specifier has flags, a width or a precision (`%03d`).
    private static func integer<T: BinaryInteger & CVarArg>(_ value: T, as conversion: Character, options: String) -> String {
        if !options.isEmpty {
            let letter: Character = switch conversion {
            case "x", "X", "o": conversion
            case "O": "o"
            default: T.isSigned ? "d" : "u"
            }
            return String(format: "%\(options)ll\(letter)", value)
        }
        return switch conversion {
        case "x": String(value, radix: 16)
        case "X": String(value, radix: 16, uppercase: true)
        case "o", "O": String(value, radix: 8)
        default: String(value)
        }
    }
}
