import ContainerUI

/// Custom layouts that follow the size they are proposed: a flow layout that wraps tags into as
/// many rows as the width needs, aligning each row, and a round table whose seats go round an
/// oval as wide as the table is offered. Narrow or widen the window and both rearrange, as they
/// would in SwiftUI.
struct ProposalLayoutsExample: View {
    var tagCount: Int
    var rowAlignment: HorizontalAlignment
    var colorScheme: ColorScheme

    init(tags: Int = 12, rowAlignment: String = "leading", colorScheme: String = "light") {
        tagCount = tags
        self.rowAlignment = switch rowAlignment {
        case "center": .center
        case "trailing": .trailing
        default: .leading
        }
        self.colorScheme = colorScheme == "dark" ? .dark : .light
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 28) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Topics").font(.title2.bold())
                    FlowLayout(alignment: rowAlignment, spacing: 8) {
                        ForEach(Self.topics.prefix(tagCount), id: \.self) { topic in
                            Text(topic)
                                .font(.subheadline)
                                .padding(.horizontal, 12)
                                .padding(.vertical, 6)
                                .background(Color.accentColor.opacity(0.15), in: .capsule)
                        }
                    }
                }
                VStack(alignment: .leading, spacing: 12) {
                    Text("Seating").font(.title2.bold())
                    OvalLayout {
                        ForEach(Self.guests, id: \.self) { guest in
                            Text(guest)
                                .font(.caption.bold())
                                .frame(width: 52, height: 52)
                                .background(Color.orange.opacity(0.25), in: .circle)
                        }
                    }
                    .frame(height: 200)
                    .background(Color.secondary.opacity(0.12), in: .rect(cornerRadius: 16))
                }
            }
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(colorScheme == .dark ? Color.black : Color.white)
        .environment(\.colorScheme, colorScheme)
    }

    static let topics = [
        "Swift", "Layout", "Accessibility", "Concurrency", "Server", "HTML", "Typography",
        "Scroll views", "Grids", "Animation", "Testing", "Color", "Shapes", "Lists", "Forms",
        "Navigation", "Charts", "Maps", "Widgets", "Localization", "Privacy", "Performance",
        "Gestures", "Focus",
    ]

    static let guests = ["Ana", "Kofi", "Mei", "Luis", "Ines", "Sam", "Yuki", "Omar"]
}

/// Places its subviews in rows at their ideal sizes, starting a new row when the next subview
/// would not fit the proposed width; each row is aligned within the widest one.
struct FlowLayout: Layout {
    var alignment: HorizontalAlignment = .leading
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(of: subviews, in: proposal.width ?? .infinity)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(of: subviews, in: bounds.width) {
            var x = switch alignment {
            case .center: bounds.minX + (bounds.width - row.width) / 2
            case .trailing: bounds.maxX - row.width
            default: bounds.minX
            }
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    /// A row: the subviews in it, and its size.
    private struct Row {
        var indices: Range<Int>
        var width: CGFloat
        var height: CGFloat
    }

    /// The rows the subviews make in `width`: as many in each as fit, at least one.
    private func rows(of subviews: Subviews, in width: CGFloat) -> [Row] {
        var rows: [Row] = []
        var row = Row(indices: 0..<0, width: 0, height: 0)
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let widened = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            if widened > width, !row.indices.isEmpty {
                rows.append(row)
                row = Row(indices: index..<index, width: 0, height: 0)
            }
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices = row.indices.lowerBound..<(index + 1)
        }
        if !row.indices.isEmpty { rows.append(row) }
        return rows
    }
}

/// Seats its subviews around an oval that fills the proposed size, the first at the top and the
/// others clockwise, each centred on the oval.
struct OvalLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 240, height: 240))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let largest = CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        let radiusX = max(bounds.width - largest.width, 0) / 2
        let radiusY = max(bounds.height - largest.height, 0) / 2
        for (index, subview) in subviews.enumerated() {
            let angle = Angle.degrees(360 * Double(index) / Double(subviews.count) - 90)
            let point = CGPoint(x: bounds.midX + radiusX * cos(CGFloat(angle.radians)),
                                y: bounds.midY + radiusY * sin(CGFloat(angle.radians)))
            subview.place(at: point, anchor: .center, proposal: ProposedViewSize(sizes[index]))
        }
    }
}
