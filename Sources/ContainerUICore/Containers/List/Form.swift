/// A form: in the automatic style, as on iOS, a grouped list of sections of controls; a
/// ``FormStyle`` set with `formStyle(_:)` draws it otherwise.
public struct Form<Content: View>: View {
    private let content: Content

    /// A form of `content`, usually sections of controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    /// The form in the environment's style: a user's style resolves its body, with the automatic
    /// style below it (so that `Form(configuration)` inside it draws the standard form) while the
    /// content keeps the user's style; the built-in styles draw their look.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        if resolver.resolveUserStyle(FormStyleKey.self, configuration: { keep in FormStyleConfiguration(content: .init(content: keep(view.content))) }) {
            return
        }
        switch resolver.environment[FormStyleKey.self].look {
        case .grouped: resolver.resolve(GroupedFormLook(content: view.content))
        case .columns: resolver.resolve(ColumnsFormLook(content: view.content))
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The content of a style's configuration as a standard form: how a custom style draws the
    /// default look around it.
    public init(_ configuration: FormStyleConfiguration) {
        self.init(content: { configuration.content })
    }
}

/// iOS's form: a `List` of the content, which the list style in the environment draws (inset
/// grouped unless one is set).
struct GroupedFormLook<Content: View>: View {
    let content: Content

    var body: some View {
        List { content }
    }
}

/// The columns form, as SwiftUI documents it: a form that does not scroll, whose labelled rows
/// (`LabeledContent`) put their labels in a trailing-aligned column beside a leading-aligned
/// column of values. Other views and sections' headers and footers span both columns and are as
/// wide as they are together, never widening them (unsized across, as a `Grid` cell can be);
/// rows are 12 points apart, the columns 8, the whole padded by 16 and at the top of the space
/// offered, centred across it.
struct ColumnsFormLook<Content: View>: View {
    let content: Content

    var body: some View {
        ColumnsFormGrid(content: content)
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// The grid of a columns form: its content's sections flattened into rows, labelled content in
/// the automatic style as grid rows, every other view spanning the columns, filling their width
/// from the leading edge without sizing them.
struct ColumnsFormGrid<Content: View>: View {
    let content: Content

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        // Labelled content in the automatic style becomes a grid row; a user's style is kept.
        var labeled = resolver.environment[LabeledContentStyleKey.self]
        if labeled.makeBody == nil { labeled.inColumns = true }
        var rows = resolver.collectContent { $0.resolve(view.content.environmentWrite(labeled, for: LabeledContentStyleKey.self)) }
        // A spanning view fills the columns' width from their leading edge, without sizing them.
        let fill = FlexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .leading)
        for index in rows.indices {
            if case .gridRow = rows[index].kind { continue }
            rows[index].apply(.flexibleFrame(fill), reservingFor: 1)
            rows[index].apply(.gridCellUnsizedAxes(.horizontal))
        }
        resolver.emit(.grid(ResolvedGrid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 12)), children: rows)
    }
}
