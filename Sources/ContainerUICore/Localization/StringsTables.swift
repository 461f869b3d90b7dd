import Foundation

/// The strings tables of bundles (`<language>.lproj/<table>.strings`, with plural tables
/// `.stringsdict` beside them, and string catalogs `<table>.xcstrings`), read once per process
/// and looked up for a locale, as `Text` finds its translation for the environment's locale: the
/// bundle's localization for the locale's language and region (`pt-BR` or `pt_BR`), then its
/// language and script (`zh-Hans`), then its language alone (`pt`), then `Base` and `en`.
///
/// Foundation on Linux reads the tables but picks a bundle's localization from the process's
/// preferences alone (and `Bundle.preferredLocalizations(from:forPreferences:)` returns the first
/// localization whatever it is asked), so the choice is made here.
enum StringsTables {
    /// What was read so far: each table of each localization by bundle path, localization and
    /// table name (`nil` where the bundle has no such table), each catalog by bundle path and
    /// table name, and what each bundle holds.
    private struct Cache {
        var tables: [String: [String: Translation]?] = [:]
        var catalogs: [String: StringCatalog?] = [:]
        var contents: [String: Contents] = [:]
    }

    /// A bundle's `.lproj` folders and the tables of its string catalogs (`<table>.xcstrings`
    /// among its resources).
    private struct Contents {
        var localizations: Set<String>
        var catalogs: Set<String>
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache = Cache()

    /// Whether the main bundle has any localization or string catalog: a text of the main bundle
    /// (the default) is looked up only then, so that apps without tables pay nothing.
    static let mainBundleIsLocalized = isLocalized(contents(of: .main))

    /// Whether `bundle` has any localization or string catalog.
    static func isLocalized(_ bundle: Bundle) -> Bool {
        bundle === Bundle.main ? mainBundleIsLocalized : isLocalized(contents(of: bundle))
    }

    private static func isLocalized(_ contents: Contents) -> Bool {
        !contents.localizations.isEmpty || !contents.catalogs.isEmpty
    }

    /// The translation of `key` in `table` (`Localizable` when `nil`) of `bundle`, for `locale`,
    /// or `nil` when no localization chosen for the locale has the key. For each localization, in
    /// the order of ``candidates(for:)``, its plural table (`.stringsdict`) comes before its
    /// strings table, as on Apple's systems, and both before the string catalog's entry; the
    /// catalog's source language is tried last.
    static func translation(of key: String, table: String?, bundle: Bundle, locale: Locale) -> Translation? {
        let contents = contents(of: bundle)
        let table = table ?? "Localizable"
        let catalog = contents.catalogs.contains(table) ? catalog(of: bundle, table: table) : nil
        for localization in candidates(for: locale) {
            if contents.localizations.contains(localization),
               let found = translations(of: bundle, localization: localization, table: table)?[key] {
                return found.found(in: localization)
            }
            if let found = catalog?.translations[localization]?[key] { return found.found(in: localization) }
        }
        return catalog.flatMap { catalog in catalog.translations[catalog.sourceLanguage]?[key]?.found(in: catalog.sourceLanguage) }
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

    /// The names of the bundle's `.lproj` folders and string catalogs, read once.
    private static func contents(of bundle: Bundle) -> Contents {
        let path = bundle.bundlePath
        lock.lock()
        defer { lock.unlock() }
        if let known = cache.contents[path] { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.resourcePath ?? path)) ?? []
        func stems(_ suffix: String) -> Set<String> {
            Set(names.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) })
        }
        let found = Contents(localizations: stems(".lproj"), catalogs: stems(".xcstrings"))
        cache.contents[path] = found
        return found
    }

    /// One table of one localization, read once: its strings table and its plural table, whose
    /// entries win (`nil` when the bundle has neither, or neither can be read).
    private static func translations(of bundle: Bundle, localization: String, table: String) -> [String: Translation]? {
        let name = bundle.bundlePath + "\u{0}" + localization + "\u{0}" + table
        lock.lock()
        defer { lock.unlock() }
        if let known = cache.tables[name] { return known }
        func data(_ fileExtension: String) -> Data? {
            bundle.url(forResource: table, withExtension: fileExtension, subdirectory: nil, localization: localization)
                .flatMap { try? Data(contentsOf: $0) }
        }
        let strings = data("strings")
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] }
            .map { $0.mapValues { Translation(format: $0) } }
        let plurals = data("stringsdict").flatMap(PluralTable.translations(in:))
        let merged: [String: Translation]? = switch (strings, plurals) {
        case (nil, nil): nil
        case let (strings, plurals): (strings ?? [:]).merging(plurals ?? [:]) { _, plural in plural }
        }
        cache.tables[name] = merged
        return merged
    }

    /// The string catalog of `table`, read once.
    private static func catalog(of bundle: Bundle, table: String) -> StringCatalog? {
        let name = bundle.bundlePath + "\u{0}" + table
        lock.lock()
        defer { lock.unlock() }
        if let known = cache.catalogs[name] { return known }
        let url = URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath).appendingPathComponent(table + ".xcstrings")
        let catalog = (try? Data(contentsOf: url)).flatMap(StringCatalog.init)
        cache.catalogs[name] = catalog
        return catalog
    }
}
