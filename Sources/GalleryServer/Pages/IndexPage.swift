import ContainerUI
import Gallery

/// The gallery's front page: every example, grouped by topic, linking to its live preview.
struct IndexPage: View {
    let topics: [String]
    let examples: [GalleryExample]

    var body: some View {
        List {
            ForEach(topics, id: \.self) { topic in
                Section(topic) {
                    ForEach(examples.filter { $0.topic == topic }, id: \.id) { example in
                        Link(destination: URL(string: "/containers/\(example.id)/preview")!) {
                            VStack(alignment: .leading, spacing: 4) {
                                Text(example.title).font(.headline)
                                Text(example.summary).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
        }
    }
}
