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
    var renderer = HTMLRenderer(writer: writer, options: options)
    writer = HTMLWriter(capacity: 0)
    renderer.render(tree)
    writer = renderer.writer
}
