import ContainerUICore
import Foundation

/// Renders `view` as an HTML fragment: one `div.cui-root` standing for the window, styled by
/// ``Stylesheet``.
///
/// ```swift
/// let html = renderHTML(VStack { Text("Hello") })
/// ```
public func renderHTML(_ view: some View, options: HTMLRenderOptions = HTMLRenderOptions()) -> String {
    var environment = EnvironmentValues()
    environment.containerSize = options.containerSize
    return renderHTML(resolve(view, environment: environment), options: options)
}

/// Renders a resolved tree as an HTML fragment.
public func renderHTML(_ tree: ResolvedTree, options: HTMLRenderOptions = HTMLRenderOptions()) -> String {
    var writer = HTMLWriter()
    renderHTML(tree, into: &writer, options: options)
    return writer.string
}

/// Appends the HTML fragment of a resolved tree to `writer`, reusing its buffer.
public func renderHTML(_ tree: ResolvedTree, into writer: inout HTMLWriter, options: HTMLRenderOptions = HTMLRenderOptions()) {
    writer.withOutput { renderHTML(tree, into: &$0, options: options) }
}

/// Appends the HTML fragment of a resolved tree to `output`: the renderer holds the output
/// while it renders and hands it back.
func renderHTML(_ tree: ResolvedTree, into output: inout HTMLOutput, options: HTMLRenderOptions) {
    var renderer = HTMLRenderer(writer: output, options: options)
    renderer.render(tree)
    output = renderer.finish()
}
