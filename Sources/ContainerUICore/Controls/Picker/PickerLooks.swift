// The looks of a picker, composed of buttons, stacks and symbols as iOS draws each style, so
// that the page and the layout engine draw them as they draw any other view.

/// A menu picker outside a list: a button showing the chosen value and up-down chevrons in the
/// tint; the label only names it.
struct PickerMenuButton: View {
    let parts: PickerParts
    let value: Subview?

    var body: some View {
        Button(action: {}) {
            HStack(spacing: 4) {
                if let value { value }
                Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium))
            }
        }
        .accessibilityLabel(parts.name(with: value))
    }
}

/// A picker's row in a list: the label, and at the trailing edge the chosen value in grey and a
/// symbol (up-down chevrons for a menu, a chevron for a navigation link).
struct PickerValueRow: View {
    let parts: PickerParts
    let value: Subview?
    let symbol: String

    var body: some View {
        Button(action: {}) {
            HStack {
                ForEach(parts.label.indices, id: \.self) { index in Subview(node: parts.label[index]) }
                Spacer()
                HStack(spacing: 5) {
                    if let value { value }
                    Image(systemName: symbol)
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(symbol == "chevron.right" ? AnyShapeStyle(.tertiary) : AnyShapeStyle(.secondary))
                }
            }
        }
        .buttonStyle(.plain)
        .accessibilityLabel(parts.name(with: value))
    }
}

/// Segments of equal width on a grey track with 9-point corners; the chosen one is raised on a
/// white segment with a soft shadow and its label is semibold. Each segment is a toggle button,
/// pressed when chosen; the track is a group named by the label.
struct SegmentedPicker: View {
    let parts: PickerParts
    /// The options' labels in 13-point text.
    let segments: [Subview]
    /// The same labels in semibold, for the chosen one.
    let chosenSegments: [Subview]

    var body: some View {
        let track = HStack(spacing: 0) {
            ForEach(segments.indices, id: \.self) { index in
                let isChosen = parts.isChosen(segments[index])
                PickerSegment(label: isChosen ? chosenSegments[index] : segments[index], isChosen: isChosen)
            }
        }
        .padding(2)
        .background(Color.tertiaryFill, in: .rect(cornerRadius: 9))
        if parts.name.isEmpty {
            track
        } else {
            track.accessibilityLabel(parts.name)
        }
    }
}

/// One segment: at least 28 points tall, sharing the track's width with the others.
struct PickerSegment: View {
    let label: Subview
    let isChosen: Bool

    var body: some View {
        let button = Button(action: {}) {
            label.frame(maxWidth: .infinity, minHeight: 28)
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isChosen ? [.isToggle, .isSelected] : .isToggle)
        if isChosen {
            button
                .background(Color.selectedSegment, in: .rect(cornerRadius: 7))
                .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
        } else {
            button
        }
    }
}

/// An inline picker in a list: a row an option, the chosen one with a checkmark in the tint.
/// Each row is a toggle button, pressed when chosen.
struct InlinePickerRows: View {
    let parts: PickerParts
    let options: [Subview]

    var body: some View {
        ForEach(options.indices, id: \.self) { index in
            let isChosen = parts.isChosen(options[index])
            Button(action: {}) {
                HStack {
                    options[index].frame(maxWidth: .infinity, alignment: .leading)
                    if isChosen {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint)
                    }
                }
            }
            .buttonStyle(.plain)
            .accessibilityAddTraits(isChosen ? [.isToggle, .isSelected] : .isToggle)
        }
    }
}

/// A wheel: five rows 34 points tall, the chosen option in the middle on a grey band with
/// 8-point corners, its neighbours above and below in grey.
struct WheelPicker: View {
    let parts: PickerParts
    /// The options in the primary style.
    let options: [Subview]
    /// The same options in grey, for the rows around the chosen one.
    let dimmedOptions: [Subview]

    var body: some View {
        let chosen = options.firstIndex(where: parts.isChosen) ?? 0
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.tertiaryFill).frame(height: 34)
            VStack(spacing: 0) {
                ForEach(-2..<3, id: \.self) { offset in
                    let index = chosen + offset
                    if options.indices.contains(index) {
                        (offset == 0 ? options[index] : dimmedOptions[index]).frame(maxWidth: .infinity).frame(height: 34)
                    } else {
                        Color.clear.frame(height: 34)
                    }
                }
            }
        }
        .accessibilityLabel(parts.name(with: options.indices.contains(chosen) ? options[chosen] : nil))
    }
}

extension PickerParts {
    /// The control's name for screen readers: the label's text and the chosen value's.
    func name(with value: Subview?) -> String {
        let valueText = value.flatMap { [$0.node].accessibleText } ?? ""
        if name.isEmpty { return valueText }
        return valueText.isEmpty ? name : "\(name), \(valueText)"
    }
}
