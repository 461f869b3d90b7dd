import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `Measurement.FormatStyle`: CLDR's unit names for each locale and the units each locale prefers
/// for a usage, as Foundation formats measurements on Apple's systems.
@Suite("Measurement formats")
struct MeasurementFormatTests {
    private let us = Locale(identifier: "en_US"), france = Locale(identifier: "fr_FR")
    private let distance = Measurement(value: 5.5, unit: UnitLength.kilometers)
    private let warm = Measurement(value: 20, unit: UnitTemperature.celsius)

    @Test("Widths and locales name the unit; the general usage converts to the locale's unit, asProvided keeps it")
    func widthsAndUsages() {
        #expect(distance.formatted(.measurement(width: .abbreviated).locale(us)) == "3.4 mi")
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "5.5 km")
        #expect(distance.formatted(.measurement(width: .wide, usage: .asProvided).locale(france)) == "5,5\u{A0}kilomètres")
        #expect(distance.formatted(.measurement(width: .wide, usage: .road).locale(us)) == "3.4 miles")
        #expect(distance.formatted(.measurement(width: .narrow).locale(Locale(identifier: "de_DE"))) == "5,5 km")
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(Locale(identifier: "ar_EG"))) == "٥٫٥ كم")
        let weight = Measurement(value: 21, unit: UnitMass.kilograms)
        #expect(weight.formatted(.measurement(width: .wide, usage: .asProvided).locale(Locale(identifier: "ru_RU"))) == "21 килограмм")
        #expect(Measurement(value: 90, unit: UnitDuration.minutes).formatted(.measurement(width: .wide).locale(us)) == "90 minutes")
    }

    @Test("Usages pick the locale's unit for what is measured")
    func usages() {
        #expect(Measurement(value: 1.8, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .personHeight).locale(us)) == "5 ft, 11 in")
        let wind = Measurement(value: 10, unit: UnitSpeed.metersPerSecond)
        #expect(wind.formatted(.measurement(width: .abbreviated, usage: .wind).locale(Locale(identifier: "en_GB"))) == "22 mph")
        let meal = Measurement(value: 500, unit: UnitEnergy.kilocalories)
        #expect(meal.formatted(.measurement(width: .abbreviated, usage: .food).locale(Locale(identifier: "en_AU"))) == "2,092 kJ")
        let air = Measurement(value: 1013, unit: UnitPressure.hectopascals)
        #expect(air.formatted(.measurement(width: .abbreviated, usage: .barometric).locale(us)) == "30 inHg")
        #expect(Measurement(value: 2, unit: UnitVolume.liters).formatted(.measurement(width: .wide, usage: .liquid).locale(us)) == "2.1 quarts")
        #expect(Measurement(value: 12, unit: UnitLength.millimeters).formatted(.measurement(width: .abbreviated, usage: .rainfall).locale(us)) == "0.47 in")
    }

    @Test("Temperatures take the locale's scale for the weather, and can leave the scale out")
    func temperatures() {
        #expect(warm.formatted(.measurement(usage: .weather).locale(us)) == "68°F")
        #expect(warm.formatted(.measurement(width: .narrow, usage: .weather, hidesScaleName: true).locale(us)) == "68°")
        #expect(warm.formatted(.measurement().locale(france)) == "20\u{202F}°C")
        #expect(warm.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "20 degrees Celsius")
        var style = Measurement<UnitTemperature>.FormatStyle(width: .wide, locale: france)
        style.hidesScaleName = true
        #expect(style.format(warm) == "20\u{A0}degrés")
    }

    @Test("A number style sets precision, grouping and sign")
    func numberStyles() {
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided,
                                                numberFormatStyle: .number.precision(.fractionLength(2)))
                                   .locale(us)) == "5.50 km")
        let length = Measurement(value: 1234.5, unit: UnitLength.meters)
        #expect(length.formatted(.measurement(width: .abbreviated, usage: .asProvided,
                                              numberFormatStyle: .number.grouping(.never).precision(.fractionLength(0)))
                                 .locale(us)) == "1234 m")
        let tilt = Measurement(value: 0.25, unit: UnitAngle.degrees)
        #expect(tilt.formatted(.measurement(width: .narrow, numberFormatStyle: .number.sign(strategy: .always())).locale(us)) == "+0.25°")
        #expect(FloatingPointFormatStyle<Double>.number.precision(.significantDigits(2...4)).rounded(rule: .down).icuSkeleton
                == "@@## rounding-mode-floor")
    }

    @Test("Units of the same symbol are told apart; units CLDR does not name are converted or written with their symbol")
    func units() {
        #expect(Measurement(value: 30, unit: UnitFuelEfficiency.milesPerImperialGallon)
            .formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "30 miles per Imp. gallon")
        #expect(Measurement(value: 30, unit: UnitFuelEfficiency.milesPerGallon)
            .formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "30 miles per gallon")
        let slugs = Measurement(value: 2, unit: UnitMass.slugs)
        #expect(slugs.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "2 slug")
        #expect(slugs.formatted(.measurement(width: .abbreviated).locale(us)) == "64 lb")
        let smoots = Measurement(value: 3, unit: UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018)))
        #expect(smoots.formatted(.measurement(width: .abbreviated).locale(france)) == "5,1\u{202F}m")
    }

    @Test("A Text of a measurement is written in the environment's locale")
    func text() {
        let text = Text(distance, format: .measurement(width: .wide, usage: .road))
        #expect(resolve(text.environment(\.locale, france)).root.firstText?.string == "5,5\u{A0}kilomètres")
        #expect(resolve(text.environment(\.locale, us)).root.firstText?.string == "3.4 miles")
        #expect(!distance.formatted().isEmpty)
    }

    @Test("Formatting from many threads at once gives what one thread gives")
    func concurrency() async {
        let locales = ["en_US", "fr_FR", "de_DE", "ru_RU", "ja_JP", "ar_EG", "pt_BR", "en_GB"]
        let style = Measurement<UnitLength>.FormatStyle(width: .wide, usage: .road)
        let expected = locales.map { distance.formatted(style.locale(Locale(identifier: $0))) }
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for round in 0..<64 {
                let index = round % locales.count
                group.addTask { [distance] in (index, distance.formatted(style.locale(Locale(identifier: locales[index])))) }
            }
            return await group.reduce(into: [(Int, String)]()) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { expected[$0.0] == $0.1 })
    }
}
