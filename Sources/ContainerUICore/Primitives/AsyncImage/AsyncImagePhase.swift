/// Where an ``AsyncImage``'s load is: not finished, done with an image, or failed.
public enum AsyncImagePhase {
    /// The image is not loaded yet (a render's only phase).
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed with `error`.
    case failure(any Error)

    /// The loaded image, if there is one.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The load's error, if it failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}
