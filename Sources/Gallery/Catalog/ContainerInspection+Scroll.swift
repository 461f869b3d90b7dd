import ContainerUI

/// An example the gallery shows inside a scroll view (the display board, wider than a phone):
/// the inspector looks through the scroll view at its content.
protocol ScrollingExample {
    /// The inspection of the scrolled content.
    var contentInspection: ContainerInspection { get }
}

extension ScrollView: ScrollingExample {
    var contentInspection: ContainerInspection { ContainerInspection(of: content) }
}
