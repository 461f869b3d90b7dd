import ContainerUI

/// The place a runner finished in, read by ``PodiumLayout``.
private struct FinishingPlace: LayoutValueKey {
    static let defaultValue = Int.max
}

/// How much of a disk a category takes, in gigabytes, read by ``StorageBarLayout``.
private struct Gigabytes: LayoutValueKey {
    static let defaultValue: Double = 0
}

extension View {
    /// Hands the podium the place this runner finished in.
    fileprivate func finishingPlace(_ place: Int) -> some View {
        layoutValue(key: FinishingPlace.self, value: place)
    }

    /// Hands the storage bar the gigabytes this segment stands for.
    fileprivate func gigabytes(_ value: Double) -> some View {
        layoutValue(key: Gigabytes.self, value: value)
    }
}

/// Layout values: custom layouts that read what each subview hands them. A podium stands the
/// first three runners by the place each one reports (second, first, third from the left), the
/// others in a column below, whatever order they are declared in; a storage bar gives each
/// segment the length of the gigabytes it reports.
struct LayoutValuesExample: View {
    var declaredOrder = "finish"
    var device = "phone"
    var colorScheme: ColorScheme = .light

    init(declaredOrder: String = "finish", device: String = "phone", colorScheme: String = "light") {
        self.declaredOrder = declaredOrder
        self.device = device
        self.colorScheme = colorScheme == "dark" ? .dark : .light
    }

    private var runners: [Runner] {
        declaredOrder == "bib" ? Runner.results.sorted { $0.bib < $1.bib } : Runner.results
    }

    private var usage: [StorageUse] {
        device == "laptop" ? StorageUse.laptop : StorageUse.phone
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 28) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Park run results").font(.title2.bold())
                    PodiumLayout(spacing: 8) {
                        ForEach(runners) { runner in
                            RunnerView(runner: runner)
                                .finishingPlace(runner.place)
                        }
                    }
                }
                VStack(alignment: .leading, spacing: 12) {
                    Text("Storage").font(.title2.bold())
                    Text(device == "laptop" ? "Laptop, 512 GB" : "Phone, 128 GB")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    StorageBarLayout(capacity: device == "laptop" ? 512 : 128, length: 300) {
                        ForEach(usage) { use in
                            use.color.gigabytes(use.gigabytes)
                        }
                    }
                    .frame(height: 24)
                    .background(Color.secondary.opacity(0.2))
                    .clipShape(.rect(cornerRadius: 6))
                    VStack(alignment: .leading, spacing: 6) {
                        ForEach(usage) { use in
                            HStack(spacing: 8) {
                                Circle().fill(use.color).frame(width: 10, height: 10)
                                Text(use.name)
                                Text("\(Int(use.gigabytes)) GB").foregroundStyle(.secondary)
                            }
                            .font(.subheadline)
                        }
                    }
                }
            }
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(colorScheme == .dark ? Color.black : Color.white)
        .environment(\.colorScheme, colorScheme)
    }
}

/// A runner of the results: their bib, name, time and place.
private struct Runner: Identifiable {
    var bib: Int
    var name: String
    var time: String
    var place: Int
    var id: Int { bib }

    static let results = [
        Runner(bib: 412, name: "Ana", time: "18:02", place: 1),
        Runner(bib: 127, name: "Kofi", time: "18:40", place: 2),
        Runner(bib: 305, name: "Mei", time: "19:11", place: 3),
        Runner(bib: 88, name: "Luis", time: "19:47", place: 4),
        Runner(bib: 251, name: "Ines", time: "20:03", place: 5),
    ]
}

/// A runner: on a step of the podium for the first three, a row below for the others.
private struct RunnerView: View {
    var runner: Runner

    var body: some View {
        if runner.place <= 3 {
            VStack(spacing: 4) {
                Text(runner.name).font(.headline)
                Text(runner.time).font(.caption).foregroundStyle(.secondary)
                Text("\(runner.place)")
                    .font(.title.bold())
                    .foregroundStyle(Color.black)
                    .frame(width: 88, height: CGFloat(4 - runner.place) * 24 + 24)
                    .background(medal, in: .rect(cornerRadius: 6))
            }
        } else {
            HStack(spacing: 8) {
                Text("\(runner.place).").monospacedDigit()
                Text(runner.name)
                Spacer()
                Text(runner.time).foregroundStyle(.secondary)
            }
            .font(.subheadline)
            .frame(width: 280)
        }
    }

    private var medal: Color {
        switch runner.place {
        case 1: Color(red: 0.98, green: 0.82, blue: 0.35)
        case 2: Color(red: 0.82, green: 0.84, blue: 0.87)
        default: Color(red: 0.87, green: 0.63, blue: 0.43)
        }
    }
}

/// Stands the three best-placed subviews on a podium, bottoms aligned, second, first and third
/// from the left; the others go below in a column, in the order they finished.
struct PodiumLayout: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (podium, rest) = split(subviews)
        let steps = podium.map { $0.sizeThatFits(.unspecified) }
        let rows = rest.map { $0.sizeThatFits(.unspecified) }
        let podiumWidth = steps.map(\.width).reduce(0, +) + spacing * CGFloat(max(steps.count - 1, 0))
        let width = max(podiumWidth, rows.map(\.width).max() ?? 0)
        let height = (steps.map(\.height).max() ?? 0) + rows.map { $0.height + spacing }.reduce(0, +)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (podium, rest) = split(subviews)
        let steps = podium.map { $0.sizeThatFits(.unspecified) }
        let podiumHeight = steps.map(\.height).max() ?? 0
        let podiumWidth = steps.map(\.width).reduce(0, +) + spacing * CGFloat(max(steps.count - 1, 0))
        // Second, first, third: the winner in the middle.
        let order = [1, 0, 2].filter { $0 < podium.count }
        var x = bounds.midX - podiumWidth / 2
        for index in order {
            podium[index].place(at: CGPoint(x: x, y: bounds.minY + podiumHeight), anchor: .bottomLeading, proposal: ProposedViewSize(steps[index]))
            x += steps[index].width + spacing
        }
        var y = bounds.minY + podiumHeight + spacing
        for subview in rest {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height + spacing
        }
    }

    /// The first three subviews by the place they report, and the others, in that order.
    private func split(_ subviews: Subviews) -> (podium: [LayoutSubview], rest: [LayoutSubview]) {
        let ranked = subviews.sorted { $0[FinishingPlace.self] < $1[FinishingPlace.self] }
        return (Array(ranked.prefix(3)), Array(ranked.dropFirst(3)))
    }
}

/// A bar of `length` points standing for `capacity` gigabytes: each subview, in order, gets the
/// length of the gigabytes it reports, and the bar's height.
struct StorageBarLayout: Layout {
    var capacity: Double
    var length: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: length, height: proposal.height ?? 24)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let width = length * CGFloat(subview[Gigabytes.self] / capacity)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// What a category of files takes on a disk.
private struct StorageUse: Identifiable {
    var name: String
    var gigabytes: Double
    var color: Color
    var id: String { name }

    static let phone = [
        StorageUse(name: "Photos", gigabytes: 46, color: .blue),
        StorageUse(name: "Apps", gigabytes: 28, color: .orange),
        StorageUse(name: "Messages", gigabytes: 9, color: .green),
        StorageUse(name: "System", gigabytes: 12, color: .gray),
    ]

    static let laptop = [
        StorageUse(name: "Documents", gigabytes: 140, color: .blue),
        StorageUse(name: "Apps", gigabytes: 96, color: .orange),
        StorageUse(name: "Music", gigabytes: 64, color: .pink),
        StorageUse(name: "System", gigabytes: 38, color: .gray),
    ]
}
