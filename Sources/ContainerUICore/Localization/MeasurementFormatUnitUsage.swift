import Foundation

/// What a measurement measures, which picks the unit the locale prefers for it (a road's length in
/// miles in the US and in kilometres in France, a person's height in feet and inches), as
/// Foundation has it on Apple's systems; Foundation on Linux has none.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// CLDR's name of the usage (`default`, `road`, `person-height`), or `nil` for `asProvided`.
    let cldrName: String?

    /// No particular usage: the locale's unit for the dimension.
    public static var general: Self { .init(cldrName: "default") }
    /// The unit the measurement was made in, never converted.
    public static var asProvided: Self { .init(cldrName: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// The temperature of the weather.
    public static var weather: Self { .init(cldrName: "weather") }
    /// A person's temperature.
    public static var person: Self { .init(cldrName: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A length on a person's scale.
    public static var person: Self { .init(cldrName: "person") }
    /// A distance by road.
    public static var road: Self { .init(cldrName: "road") }
    /// A person's height.
    public static var personHeight: Self { .init(cldrName: "person-height") }
    /// How far one can see.
    public static var visibility: Self { .init(cldrName: "visiblty") }
    /// The focal length of a lens.
    public static var focalLength: Self { .init(cldrName: "focal-length") }
    /// An amount of rain.
    public static var rainfall: Self { .init(cldrName: "rainfall") }
    /// An amount of snow.
    public static var snowfall: Self { .init(cldrName: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// The energy in food.
    public static var food: Self { .init(cldrName: "food") }
    /// The energy of a workout (CLDR gives it the units of food's).
    public static var workout: Self { .init(cldrName: "food") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { .init(cldrName: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// The speed of wind.
    public static var wind: Self { .init(cldrName: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitPressure {
    /// The pressure of the air.
    public static var barometric: Self { .init(cldrName: "baromtrc") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// An amount of liquid.
    public static var liquid: Self { .init(cldrName: "fluid") }
}
