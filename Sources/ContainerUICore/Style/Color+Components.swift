extension Color {
    /// The colour's sRGB components (0-1) and opacity in `scheme`: a system colour's value in
    /// that appearance, a Display P3 colour converted.
    package func components(in scheme: ColorScheme) -> (red: Double, green: Double, blue: Double, opacity: Double) {
        func system(_ color: SystemColor, lightenedBy fraction: Double) -> (Double, Double, Double, Double) {
            let values = scheme == .dark ? color.dark : color.light
            func mix(_ value: UInt8) -> Double { (Double(value) + (255 - Double(value)) * fraction) / 255 }
            return (mix(values.red), mix(values.green), mix(values.blue), values.alpha * opacity)
        }
        switch storage {
        case .system(let color): return system(color, lightenedBy: 0)
        case .lightened(let color, let fraction): return system(color, lightenedBy: fraction)
        case .rgb(let red, let green, let blue): return (red, green, blue, opacity)
        case .displayP3(let red, let green, let blue):
            let sRGB = Color.sRGB(fromDisplayP3: red, green, blue)
            return (sRGB.red, sRGB.green, sRGB.blue, opacity)
        case .mixed(let mix):
            let mixed = ColorMixing.mix(mix.first.components(in: scheme), mix.second.components(in: scheme), by: mix.fraction, perceptual: mix.perceptual)
            return (mixed.red, mixed.green, mixed.blue, mixed.opacity * opacity)
        }
    }
}
