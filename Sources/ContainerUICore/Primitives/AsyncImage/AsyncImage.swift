import Foundation

/// A view that loads an image from a URL and shows it, with a placeholder until it has loaded.
///
/// A render is SwiftUI's first frame, before the load: the phase is ``AsyncImagePhase/empty``,
/// so the view shows its placeholder (a grey fill that takes the space offered, for
/// `init(url:scale:)`), and the layout engine and the page agree on its size. The URL is never
/// fetched by the server and never written to the page.
public struct AsyncImage<Content: View>: View {
    /// The content by phase, or `nil` for `init(url:scale:)`: the image once loaded, the grey
    /// placeholder until then.
    let content: ((AsyncImagePhase) -> Content)?

    /// An image loaded from `url`, for `scale` pixels a point, shown in `content` by phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content
    }

    /// An image loaded from `url`, shown by `content` once loaded and `placeholder` until then.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = { phase in
            if let image = phase.image {
                _ConditionalContent(storage: .trueContent(content(image)))
            } else {
                _ConditionalContent(storage: .falseContent(placeholder()))
            }
        }
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        if let content = view.content {
            resolver.resolve(content(.empty))
        } else {
            resolver.resolve(Color.tertiaryFill)
        }
    }
}

extension AsyncImage where Content == Image {
    /// An image loaded from `url`, for `scale` pixels a point; a grey fill until it has loaded.
    public init(url: URL?, scale: CGFloat = 1) {
        content = nil
    }
}
