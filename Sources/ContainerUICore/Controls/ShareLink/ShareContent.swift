/// What a ``ShareLink`` would share, as plain data: its items' text, the subject and message
/// (resolved text), and each item's preview title. Its parts are held in one shared reference,
/// so that the accessibility role holding it stays as small as the others.
public struct ShareContent: Hashable, Sendable, CustomStringConvertible {
    private final class Parts: Sendable {
        let items: [String]
        let subject: String?
        let message: String?
        let previews: [String]

        init(items: [String], subject: String?, message: String?, previews: [String]) {
            self.items = items
            self.subject = subject
            self.message = message
            self.previews = previews
        }
    }

    private let parts: Parts

    /// The items, as text (a URL's absolute string, a string itself, an image's name).
    public var items: [String] { parts.items }
    /// The subject, for an email's subject line.
    public var subject: String? { parts.subject }
    /// The message that goes with the items.
    public var message: String? { parts.message }
    /// Each item's preview title, when the link gives previews.
    public var previews: [String] { parts.previews }

    /// Share content from its parts.
    public init(items: [String], subject: String? = nil, message: String? = nil, previews: [String] = []) {
        parts = Parts(items: items, subject: subject, message: message, previews: previews)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parts === rhs.parts
            || (lhs.items == rhs.items && lhs.subject == rhs.subject && lhs.message == rhs.message && lhs.previews == rhs.previews)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(subject)
        hasher.combine(message)
        hasher.combine(previews)
    }

    public var description: String {
        "items: \(items)" + (subject.map { ", subject: \($0.debugDescription)" } ?? "")
            + (message.map { ", message: \($0.debugDescription)" } ?? "") + (previews.isEmpty ? "" : ", previews: \(previews)")
    }
}
