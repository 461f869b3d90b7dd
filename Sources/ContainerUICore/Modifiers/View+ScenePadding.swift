import Foundation

/// How much padding `scenePadding(_:edges:)` adds: the platform's margin between a scene's edges
/// and its content.
public struct ScenePadding: Equatable, Sendable {
    /// The padding in points.
    package let length: CGFloat

    /// The smallest margin the platform keeps content from a scene's edges: on the page 16 points
    /// on every edge padded.
    // On iPhone the scene's margin is UIKit's minimum layout margin at the sides of a scene,
    // 16 points on most iPhones (20 on the largest), which is also the length SwiftUI's
    // `padding()` takes there; the page is drawn as on an iPhone, so it takes 16.
    public static let minimum = ScenePadding(length: 16)
}

extension View {
    /// Pads `edges` by the scene's margin, 16 points (see ``ScenePadding/minimum``) (iOS 15).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        scenePadding(.minimum, edges: edges)
    }

    /// Pads `edges` by `padding`, a margin of the scene (iOS 16).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }
}
