import CHarfBuzz

/// The OpenType features the browser turns on or off for a run's typography: tabular digits for
/// `font-variant-numeric: tabular-nums`, and no optional ligatures under `letter-spacing`
/// (CSS Text: letter spacing must not join what it spaces apart).
enum ShapingFeatures {
    /// The features for a run with tabular digits and/or letter spacing.
    static func features(tabularDigits: Bool, letterSpacing: Bool) -> [hb_feature_t] {
        var features: [hb_feature_t] = []
        if tabularDigits { features.append(tabularNumbers) }
        if letterSpacing { features += noLigatures }
        return features
    }

    private static let tabularNumbers = feature("tnum")
    private static let noLigatures = [feature("-liga"), feature("-clig")]

    private static func feature(_ text: String) -> hb_feature_t {
        var feature = hb_feature_t()
        _ = text.withCString { hb_feature_from_string($0, -1, &feature) }
        return feature
    }
}
