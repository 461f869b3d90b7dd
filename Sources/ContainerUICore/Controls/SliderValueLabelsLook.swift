/// A slider with value labels as iOS draws it: the minimum's label, the track and the maximum's
/// label in a row, 8 points apart and centred vertically; the labels at their ideal size and
/// the track taking the rest of the width.
struct SliderValueLabelsLook<ValueLabel: View, Label: View>: View {
    /// The space between the labels and the track.
    static var spacing: CGFloat { 8 }

    let minimum: ValueLabel
    let track: SliderTrack<Label>
    let maximum: ValueLabel

    var body: some View {
        HStack(spacing: Self.spacing) {
            minimum
            track
            maximum
        }
    }
}
