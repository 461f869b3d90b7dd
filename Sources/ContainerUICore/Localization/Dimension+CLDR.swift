import Foundation

extension Dimension {
    /// The unit's CLDR identifier (`kilometer`, `mile-per-hour`), as ICU's number skeletons name
    /// units; `nil` for a unit CLDR has no name for (slugs, gradians, coulombs, ares, imperial
    /// spoons and pints) or one declared by an app.
    var cldrIdentifier: String? {
        Self.cldrIdentifiers.first { $0.unit == self }?.identifier
    }

    /// Whether CLDR holds regional preferences for the dimension (roads in miles in the US, in
    /// kilometres elsewhere), so that a usage other than `asProvided` converts to the locale's
    /// unit.
    var hasRegionalPreferences: Bool {
        self is UnitArea || self is UnitConcentrationMass || self is UnitEnergy || self is UnitFuelEfficiency
            || self is UnitLength || self is UnitMass || self is UnitPower || self is UnitPressure || self is UnitSpeed
            || self is UnitTemperature || self is UnitVolume
    }

    /// Foundation's units and their CLDR identifiers.
    private static let cldrIdentifiers: [(unit: Dimension, identifier: String)] = [
        (UnitLength.megameters, "megameter"), (UnitLength.kilometers, "kilometer"), (UnitLength.hectometers, "hectometer"),
        (UnitLength.decameters, "dekameter"), (UnitLength.meters, "meter"), (UnitLength.decimeters, "decimeter"),
        (UnitLength.centimeters, "centimeter"), (UnitLength.millimeters, "millimeter"), (UnitLength.micrometers, "micrometer"),
        (UnitLength.nanometers, "nanometer"), (UnitLength.picometers, "picometer"), (UnitLength.inches, "inch"),
        (UnitLength.feet, "foot"), (UnitLength.yards, "yard"), (UnitLength.miles, "mile"),
        (UnitLength.scandinavianMiles, "mile-scandinavian"), (UnitLength.lightyears, "light-year"),
        (UnitLength.nauticalMiles, "nautical-mile"), (UnitLength.fathoms, "fathom"), (UnitLength.furlongs, "furlong"),
        (UnitLength.astronomicalUnits, "astronomical-unit"), (UnitLength.parsecs, "parsec"),
        (UnitMass.kilograms, "kilogram"), (UnitMass.grams, "gram"), (UnitMass.decigrams, "decigram"),
        (UnitMass.centigrams, "centigram"), (UnitMass.milligrams, "milligram"), (UnitMass.micrograms, "microgram"),
        (UnitMass.nanograms, "nanogram"), (UnitMass.picograms, "picogram"), (UnitMass.ounces, "ounce"),
        (UnitMass.pounds, "pound"), (UnitMass.stones, "stone"), (UnitMass.metricTons, "tonne"), (UnitMass.shortTons, "ton"),
        (UnitMass.carats, "carat"), (UnitMass.ouncesTroy, "ounce-troy"),
        (UnitTemperature.kelvin, "kelvin"), (UnitTemperature.celsius, "celsius"), (UnitTemperature.fahrenheit, "fahrenheit"),
        (UnitDuration.hours, "hour"), (UnitDuration.minutes, "minute"), (UnitDuration.seconds, "second"),
        (UnitDuration.milliseconds, "millisecond"), (UnitDuration.microseconds, "microsecond"),
        (UnitDuration.nanoseconds, "nanosecond"), (UnitDuration.picoseconds, "picosecond"),
        (UnitSpeed.metersPerSecond, "meter-per-second"), (UnitSpeed.kilometersPerHour, "kilometer-per-hour"),
        (UnitSpeed.milesPerHour, "mile-per-hour"), (UnitSpeed.knots, "knot"),
        (UnitVolume.megaliters, "megaliter"), (UnitVolume.kiloliters, "kiloliter"), (UnitVolume.liters, "liter"),
        (UnitVolume.deciliters, "deciliter"), (UnitVolume.centiliters, "centiliter"), (UnitVolume.milliliters, "milliliter"),
        (UnitVolume.cubicKilometers, "cubic-kilometer"), (UnitVolume.cubicMeters, "cubic-meter"),
        (UnitVolume.cubicDecimeters, "cubic-decimeter"), (UnitVolume.cubicCentimeters, "cubic-centimeter"),
        (UnitVolume.cubicMillimeters, "cubic-millimeter"), (UnitVolume.cubicInches, "cubic-inch"),
        (UnitVolume.cubicFeet, "cubic-foot"), (UnitVolume.cubicYards, "cubic-yard"), (UnitVolume.cubicMiles, "cubic-mile"),
        (UnitVolume.acreFeet, "acre-foot"), (UnitVolume.bushels, "bushel"), (UnitVolume.teaspoons, "teaspoon"),
        (UnitVolume.tablespoons, "tablespoon"), (UnitVolume.fluidOunces, "fluid-ounce"), (UnitVolume.cups, "cup"),
        (UnitVolume.pints, "pint"), (UnitVolume.quarts, "quart"), (UnitVolume.gallons, "gallon"),
        (UnitVolume.imperialFluidOunces, "fluid-ounce-imperial"), (UnitVolume.imperialQuarts, "quart-imperial"),
        (UnitVolume.imperialGallons, "gallon-imperial"), (UnitVolume.metricCups, "cup-metric"),
        (UnitArea.squareMegameters, "square-megameter"), (UnitArea.squareKilometers, "square-kilometer"),
        (UnitArea.squareMeters, "square-meter"), (UnitArea.squareCentimeters, "square-centimeter"),
        (UnitArea.squareMillimeters, "square-millimeter"), (UnitArea.squareMicrometers, "square-micrometer"),
        (UnitArea.squareNanometers, "square-nanometer"), (UnitArea.squareInches, "square-inch"),
        (UnitArea.squareFeet, "square-foot"), (UnitArea.squareYards, "square-yard"), (UnitArea.squareMiles, "square-mile"),
        (UnitArea.acres, "acre"), (UnitArea.hectares, "hectare"),
        (UnitEnergy.kilojoules, "kilojoule"), (UnitEnergy.joules, "joule"), (UnitEnergy.kilocalories, "kilocalorie"),
        (UnitEnergy.calories, "calorie"), (UnitEnergy.kilowattHours, "kilowatt-hour"),
        (UnitPower.terawatts, "terawatt"), (UnitPower.gigawatts, "gigawatt"), (UnitPower.megawatts, "megawatt"),
        (UnitPower.kilowatts, "kilowatt"), (UnitPower.watts, "watt"), (UnitPower.milliwatts, "milliwatt"),
        (UnitPower.microwatts, "microwatt"), (UnitPower.nanowatts, "nanowatt"), (UnitPower.picowatts, "picowatt"),
        (UnitPower.femtowatts, "femtowatt"), (UnitPower.horsepower, "horsepower"),
        (UnitPressure.newtonsPerMetersSquared, "pascal"), (UnitPressure.gigapascals, "gigapascal"),
        (UnitPressure.megapascals, "megapascal"), (UnitPressure.kilopascals, "kilopascal"),
        (UnitPressure.hectopascals, "hectopascal"), (UnitPressure.inchesOfMercury, "inch-ofhg"), (UnitPressure.bars, "bar"),
        (UnitPressure.millibars, "millibar"), (UnitPressure.millimetersOfMercury, "millimeter-ofhg"),
        (UnitPressure.poundsForcePerSquareInch, "pound-force-per-square-inch"),
        (UnitAngle.degrees, "degree"), (UnitAngle.arcMinutes, "arc-minute"), (UnitAngle.arcSeconds, "arc-second"),
        (UnitAngle.radians, "radian"), (UnitAngle.revolutions, "revolution"),
        (UnitFrequency.terahertz, "terahertz"), (UnitFrequency.gigahertz, "gigahertz"), (UnitFrequency.megahertz, "megahertz"),
        (UnitFrequency.kilohertz, "kilohertz"), (UnitFrequency.hertz, "hertz"), (UnitFrequency.millihertz, "millihertz"),
        (UnitFrequency.microhertz, "microhertz"), (UnitFrequency.nanohertz, "nanohertz"),
        (UnitAcceleration.metersPerSecondSquared, "meter-per-square-second"), (UnitAcceleration.gravity, "g-force"),
        (UnitFuelEfficiency.litersPer100Kilometers, "liter-per-100-kilometer"),
        (UnitFuelEfficiency.milesPerImperialGallon, "mile-per-gallon-imperial"), (UnitFuelEfficiency.milesPerGallon, "mile-per-gallon"),
        (UnitElectricCurrent.megaamperes, "megaampere"), (UnitElectricCurrent.kiloamperes, "kiloampere"),
        (UnitElectricCurrent.amperes, "ampere"), (UnitElectricCurrent.milliamperes, "milliampere"),
        (UnitElectricCurrent.microamperes, "microampere"),
        (UnitElectricPotentialDifference.megavolts, "megavolt"), (UnitElectricPotentialDifference.kilovolts, "kilovolt"),
        (UnitElectricPotentialDifference.volts, "volt"), (UnitElectricPotentialDifference.millivolts, "millivolt"),
        (UnitElectricPotentialDifference.microvolts, "microvolt"),
        (UnitElectricResistance.megaohms, "megaohm"), (UnitElectricResistance.kiloohms, "kiloohm"),
        (UnitElectricResistance.ohms, "ohm"), (UnitElectricResistance.milliohms, "milliohm"),
        (UnitElectricResistance.microohms, "microohm"),
        (UnitIlluminance.lux, "lux"), (UnitConcentrationMass.gramsPerLiter, "gram-per-liter"),
        (UnitConcentrationMass.milligramsPerDeciliter, "milligram-ofglucose-per-deciliter"),
        (UnitDispersion.partsPerMillion, "permillion"),
        (UnitInformationStorage.bytes, "byte"), (UnitInformationStorage.bits, "bit"),
        (UnitInformationStorage.kilobytes, "kilobyte"), (UnitInformationStorage.megabytes, "megabyte"),
        (UnitInformationStorage.gigabytes, "gigabyte"), (UnitInformationStorage.terabytes, "terabyte"),
        (UnitInformationStorage.petabytes, "petabyte"), (UnitInformationStorage.kilobits, "kilobit"),
        (UnitInformationStorage.megabits, "megabit"), (UnitInformationStorage.gigabits, "gigabit"),
        (UnitInformationStorage.terabits, "terabit"),
    ]
}
