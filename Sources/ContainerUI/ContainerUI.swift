/// `import ContainerUI` is all a user writes: it brings the view language and its renderers.
@_exported import ContainerUICore
@_exported import ContainerHTML
@_exported import ContainerLayout
