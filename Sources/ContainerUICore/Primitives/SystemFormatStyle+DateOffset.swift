import Foundation

extension SystemFormatStyle {
    /// The time between a date and an anchor (iOS 18): `Text(.currentDate, format:
    /// .offset(to: start))` shows `3 minutes, 42 seconds`. With the fields `[.minute, .second]`
    /// (two at most) or `[.hour, .minute, .second]` (three) it is a time, `5:32` or `1:23:45`;
    /// otherwise the largest `maxFieldCount` fields that are not zero, in whole unit names, as
    /// `.components(style: .wide)` writes them. A date before the anchor is negative: `-` in
    /// front unless the sign strategy is `.never`; `.always()` writes `+` before a positive one.
    public struct DateOffset: DiscreteFormatStyle, Sendable {
        let anchor: Date
        let allowedFields: Set<Date.ComponentsFormatStyle.Field>
        let maxFieldCount: Int
        let sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        var locale = Locale.autoupdatingCurrent

        /// The offset of the dates formatted from `anchor`.
        public init(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.sign = sign
        }

        /// The same style for `locale`.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// The offset of `date` from the anchor.
        public func format(_ date: Date) -> AttributedString {
            let seconds = date.timeIntervalSince(anchor)
            let magnitude = abs(seconds).rounded(.towardZero)
            let body: String
            if let showsHours = timePattern {
                body = TimePattern.write(magnitude, showsHours: showsHours, padsLeading: false, maxFieldCount: showsHours ? 3 : 2,
                                         maxPrecision: .seconds(1))
            } else {
                body = units(of: magnitude)
            }
            let prefix: String = if magnitude == 0 {
                sign == .always(includingZero: true) ? "+" : ""
            } else if seconds < 0 {
                sign == .never ? "" : "-"
            } else {
                sign == .always() || sign == .always(includingZero: true) ? "+" : ""
            }
            return AttributedString(prefix + body)
        }

        /// Whether the offset is written as a time (with hours or not), or `nil` for units.
        private var timePattern: Bool? {
            if allowedFields == [.minute, .second], maxFieldCount >= 2 { return false }
            if allowedFields == [.hour, .minute, .second], maxFieldCount >= 3 { return true }
            return nil
        }

        /// `seconds` as the largest allowed fields that are not zero, at most `maxFieldCount`.
        private func units(of seconds: TimeInterval) -> String {
            let allowed = DateComponentsFormatStyle.Field.all.filter { allowedFields.contains($0.foundationField) }
            let range = anchor..<anchor.addingTimeInterval(seconds)
            let calendar = Calendar.autoupdatingCurrent
            let components = calendar.dateComponents(Set(allowed.map(\.parts.component)), from: range.lowerBound, to: range.upperBound)
            let shown = allowed.filter { (components.value(for: $0.parts.component) ?? 0) != 0 }.prefix(max(1, maxFieldCount))
            let fields = shown.isEmpty ? allowed.suffix(1) : shown
            return DateComponentsFormatStyle(style: .wide, locale: locale, calendar: calendar, fields: Set(fields)).format(range)
        }

        /// A second earlier, where the offset may read differently.
        public func discreteInput(before date: Date) -> Date? {
            date.addingTimeInterval(-1)
        }

        /// A second later, where the offset may read differently.
        public func discreteInput(after date: Date) -> Date? {
            date.addingTimeInterval(1)
        }
    }
}

extension DateComponentsFormatStyle.Field {
    /// The same field as Foundation names it.
    var foundationField: Date.ComponentsFormatStyle.Field {
        switch order {
        case 0: .year
        case 1: .month
        case 2: .week
        case 3: .day
        case 4: .hour
        case 5: .minute
        default: .second
        }
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The time between the date formatted and `anchor`: `Text(.currentDate, format: .offset(to: start))`.
    public static func offset(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) -> Self {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}
