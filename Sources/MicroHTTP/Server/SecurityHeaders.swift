/// The security header fields added to every response that does not set them itself.
public struct SecurityHeaders: Sendable {
    /// `Content-Security-Policy`; the default allows no inline script and framing only by this origin.
    public var contentSecurityPolicy: String { didSet { fields = makeFields() } }
    /// `Referrer-Policy`.
    public var referrerPolicy: String { didSet { fields = makeFields() } }
    /// Further fields, such as `Strict-Transport-Security` behind a TLS proxy.
    public var additional: HTTPHeaders { didSet { fields = makeFields() } }
    /// The fields to add, built once rather than for every response.
    private var fields = HTTPHeaders()

    /// The defaults: scripts and everything else from this origin only, inline styles allowed
    /// (the renderer uses `style` attributes), `nosniff`, and no referrer.
    public init(
        contentSecurityPolicy: String = Self.defaultContentSecurityPolicy,
        referrerPolicy: String = "no-referrer",
        additional: HTTPHeaders = [:]
    ) {
        self.contentSecurityPolicy = contentSecurityPolicy
        self.referrerPolicy = referrerPolicy
        self.additional = additional
        fields = makeFields()
    }

    /// `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; …; frame-ancestors 'self'`.
    public static let defaultContentSecurityPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:", "font-src 'self'", "connect-src 'self'", "object-src 'none'",
        "frame-ancestors 'self'", "base-uri 'none'", "form-action 'self'",
    ].joined(separator: "; ")

    /// Adds each field that `headers` does not already have.
    func apply(to headers: inout HTTPHeaders) {
        for field in fields where !headers.contains(field.name) {
            headers.add(name: field.name, value: field.value)
        }
    }

    private func makeFields() -> HTTPHeaders {
        var fields: HTTPHeaders = [
            "Content-Security-Policy": contentSecurityPolicy,
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": referrerPolicy,
            "X-Frame-Options": "SAMEORIGIN",
            "Cross-Origin-Opener-Policy": "same-origin",
        ]
        for field in additional {
            fields[field.name] = field.value
        }
        return fields
    }
}
