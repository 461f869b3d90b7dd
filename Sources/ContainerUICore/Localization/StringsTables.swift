import Foundation

/// The strings tables of bundles (`<language>.lproj/<table>.strings`), read once per process and
/// looked up for a locale, as `Text` finds its translation for the environment's locale: the
/// bundle's localization for the locale's language and region (`pt-BR` or `pt_BR`), then its
/// language and script (`zh-Hans`), then its language alone (`pt`), then `Base` and `en`.
///
/// Foundation on Linux reads the tables but picks a bundle's localization from the process's
/// preferences alone (and `Bundle.preferredLocalizations(from:forPreferences:)` returns the first
/// localization whatever it is asked), so the choice is made here.
enum StringsTables {
    /// The tables read so far, by bundle path, localization and table name (`nil` where the
    /// bundle has no such table), and each bundle's localizations.
    private struct Cache {
        var tables: [String: [String: String]?] = [:]
        var localizations: [String: Set<String>] = [:]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache = Cache()

    /// Whether the main bundle has any localization: a text of the main bundle (the default) is
    /// looked up only then, so that apps without tables pay nothing.
    static let mainBundleIsLocalized = !localizations(of: .main).isEmpty

    /// Whether `bundle` has any localization.
    static func isLocalized(_ bundle: Bundle) -> Bool {
        bundle === Bundle.main ? mainBundleIsLocalized : !localizations(of: bundle).isEmpty
    }

    /// The translation of `key` in `table` (`Localizable` when `nil`) of `bundle`, for `locale`,
    /// or `nil` when no localization chosen for the locale has the key.
    static func translation(of key: String, table: String?, bundle: Bundle, locale: Locale) -> String? {
        let available = localizations(of: bundle)
        for localization in candidates(for: locale) where available.contains(localization) {
            if let value = strings(of: bundle, localization: localization, table: table ?? "Localizable")?[key] { return value }
        }
        return nil
    }

    /// The localizations to try for `locale`, most specific first.
    static func candidates(for locale: Locale) -> [String] {
        guard let language = locale.language.languageCode?.identifier else { return ["Base", "en"] }
        var names: [String] = []
        if let region = locale.region?.identifier {
            names += ["\(language)-\(region)", "\(language)_\(region)"]
        }
        if let script = locale.language.script?.identifier {
            names += ["\(language)-\(script)", "\(language)_\(script)"]
        }
        return names + [language, "Base", "en"]
    }

    /// The names of the bundle's `.lproj` folders, read once.
    private static func localizations(of bundle: Bundle) -> Set<String> {
        let path = bundle.bundlePath
        lock.lock()
        defer { lock.unlock() }
        if let known = cache.localizations[path] { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.resourcePath ?? path)) ?? []
        let found = Set(names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) })
        cache.localizations[path] = found
        return found
    }

    /// One table of one localization, read once (`nil` when the bundle has none, or it cannot
    /// be read as a strings file).
    private static func strings(of bundle: Bundle, localization: String, table: String) -> [String: String]? {
        let name = bundle.bundlePath + "\u{0}" + localization + "\u{0}" + table
        lock.lock()
        defer { lock.unlock() }
        if let known = cache.tables[name] { return known }
        let url = bundle.url(forResource: table, withExtension: "strings", subdirectory: nil, localization: localization)
        let table = url.flatMap { try? Data(contentsOf: $0) }
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] }
        cache.tables[name] = table
        return table
    }
}
