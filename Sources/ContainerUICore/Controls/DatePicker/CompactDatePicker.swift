/// A compact date picker, as iOS draws it: the label, and at the trailing edge the day and the
/// time each in a grey capsule (rounded 6 points, 11 × 6 points around 17-point text) at its
/// ideal size, the label taking the rest of the row and wrapping in it. The
/// browser's input lies over the capsules; the capsules' text is hidden from screen readers,
/// which read the input's name and value.
struct CompactDatePicker: View {
    let parts: ControlLabelParts
    let value: DatePickerValue

    var body: some View {
        if parts.isHidden {
            capsules
        } else {
            HStack {
                parts.labelViews
                capsules
            }
        }
    }

    private var capsules: some View {
        HStack(spacing: 6) {
            if value.showsDate { DateCapsule(text: value.dayText) }
            if value.showsTime { DateCapsule(text: value.timeText) }
        }
        .fixedSize()
        .overlay { FormInput(input: value.input).accessibilityLabel(parts.name(or: "Date")) }
    }
}

/// A date's or a time's grey capsule; its text is grey too while the picker is disabled.
struct DateCapsule: View {
    let text: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(verbatim: text)
            .foregroundStyle(isEnabled ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color.tertiaryFill, in: .rect(cornerRadius: 6))
            .accessibilityHidden(true)
    }
}
