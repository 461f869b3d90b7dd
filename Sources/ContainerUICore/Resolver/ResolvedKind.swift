import Foundation

/// What a resolved node is, with the properties its renderers need.
///
/// The large payloads of rare kinds are `indirect`, so that every node's kind stays small.
public enum ResolvedKind {
    /// The hosting window; its children are the resolved view's subviews.
    case root
    /// Text with its resolved style.
    case text(ResolvedText)
    /// A named or system image.
    indirect case image(ResolvedImage)
    /// A colour filling its frame.
    case color(Color)
    /// A style filling its frame, such as a gradient or a material.
    case fill(ResolvedShapeStyle)
    /// A filled or stroked shape.
    indirect case shape(ResolvedShape)
    /// What a `Canvas` drew, filling its frame.
    indirect case canvas(ResolvedCanvas)
    /// Flexible space along a stack's axis.
    case spacer(minLength: CGFloat?)
    /// A thin line across a stack's axis.
    case divider
    /// `VStack`, `HStack`, `LazyVStack` or `LazyHStack`.
    case stack(ResolvedStack)
    /// `ZStack`: children overlap, aligned.
    case zStack(alignment: Alignment)
    /// `ViewThatFits`: its children are the candidates, in order; the first whose ideal size fits
    /// the proposal along `axes` is shown, else the last.
    case viewThatFits(axes: Axis.Set)
    /// A scrollable region.
    case scrollView(ResolvedScrollView)
    /// A list; its children are sections.
    indirect case list(ResolvedList)
    /// A section: its children are its header, content and footer subviews, in that order.
    case section(ResolvedSection)
    /// A `Grid`; its children are rows (or full-width cells).
    case grid(ResolvedGrid)
    /// A `GridRow`; its children are cells.
    case gridRow(alignment: VerticalAlignment?)
    /// `LazyVGrid` or `LazyHGrid`.
    case lazyGrid(ResolvedLazyGrid)
    /// A `GeometryReader`; its children were resolved for its `proxy`.
    indirect case geometryReader(ResolvedGeometryReader)
    /// A UIKit-style `StackView`.
    indirect case stackView(StackViewConfiguration)
    /// A `Label`: its first `iconCount` children are the icon, the rest the title, `spacing`
    /// apart (`labelIconToTitleSpacing(_:)`, 8 by default).
    case label(iconCount: Int, spacing: CGFloat)
    /// A switch; its children are the label. `tint` is what `tint(_:)` set in the switch's
    /// environment, `nil` when nothing did (renderers then use the platform's default);
    /// `labelsHidden` draws the switch alone, the label kept as its name.
    indirect case toggle(isOn: Bool, tint: ResolvedShapeStyle?, labelsHidden: Bool)
    /// A button; its children are the label. `tint` as for `toggle`.
    indirect case button(role: ButtonRole?, tint: ResolvedShapeStyle?)
    /// A slider; its children are the label.
    indirect case slider(ResolvedSlider)
    /// A text field or secure field; its children are the label, which names it.
    indirect case textField(ResolvedTextField)
    /// A browser's own date, time or colour input laid over a picker's look; it fills its frame.
    indirect case formInput(ResolvedFormInput)
    /// A progress indicator; its children are the label.
    indirect case progressView(ResolvedProgress)
    /// A gauge's track or ring, filling its frame; its look's labels are views beside it.
    indirect case gauge(ResolvedGauge)
    /// A link; its children are the label. `tint` as for `toggle`.
    indirect case link(destination: URL, tint: ResolvedShapeStyle?)
    /// A container placed by a custom ``Layout``.
    case layout(ResolvedLayout)
}
