/// How an item is shown at the top of the share sheet: a title, an image and an icon.
///
/// The sheet shows only when the link is tapped, so a render keeps the title alone, in the
/// JSON's share previews.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// A preview with a title, an image and an icon, the title a literal.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(Text(titleKey), image: image, icon: icon)
    }

    /// A preview with a title, an image and an icon, the title a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(Text(title), image: image, icon: icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title.
    public init(_ title: Text) {
        self.title = title
        image = nil
        icon = nil
    }

    /// A preview titled by a literal.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(Text(titleKey))
    }

    /// A preview titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(Text(title))
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ title: Text, image: Image) {
        self.title = title
        self.image = image
        icon = nil
    }

    /// A preview with a title and an image, the title a literal.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(Text(titleKey), image: image)
    }

    /// A preview with a title and an image, the title a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(Text(title), image: image)
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ title: Text, icon: Icon) {
        self.title = title
        image = nil
        self.icon = icon
    }

    /// A preview with a title and an icon, the title a literal.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(Text(titleKey), icon: icon)
    }

    /// A preview with a title and an icon, the title a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(Text(title), icon: icon)
    }
}
