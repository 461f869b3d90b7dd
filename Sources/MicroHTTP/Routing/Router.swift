/// Dispatches requests to handlers by method and path pattern.
///
/// The first registered route whose method and pattern match wins, except that catch-all
/// patterns come after every other. A path that matches no
/// pattern is a `404`; a path that matches only under other methods is a `405` with `Allow`.
/// `HEAD` falls back to the `GET` route, and the server sends its headers without the body.
///
/// ```swift
/// var router = Router()
/// router.get("/containers/{id}/layout") { request in
///     .json(try layout(for: request.parameters["id"]!))
/// }
/// let response = router.respond(to: Request(method: .get, target: "/containers/7/layout"))
/// ```
public struct Router: Sendable {
    /// A request handler; it runs on a server thread, and whatever it throws becomes an error response.
    public typealias Handler = @Sendable (Request) throws -> Response

    struct Route: Sendable {
        let method: HTTPMethod
        let pattern: RoutePattern
        let handler: Handler
    }

    /// What routing one request produced.
    struct Outcome {
        let response: Response
        /// The matched pattern, or a fixed label for unmatched requests, to keep metric labels bounded.
        let route: String
        /// An error the handler threw that was not an ``HTTPResponseError``, for the log.
        let unexpectedError: (any Error)?
    }

    private var routes: [Route] = []

    /// Creates a router with no routes.
    public init() {}

    /// Registers `handler` for `method` requests whose path matches `pattern`.
    /// Catch-all patterns (ending in `{name...}`) are tried after all others, whatever the order of registration.
    public mutating func on(_ method: HTTPMethod, _ pattern: RoutePattern, handler: @escaping Handler) {
        let route = Route(method: method, pattern: pattern, handler: handler)
        if pattern.hasRemainder {
            routes.append(route)
        } else {
            routes.insert(route, at: routes.firstIndex { $0.pattern.hasRemainder } ?? routes.endIndex)
        }
    }

    /// Registers a `GET` route, which also answers `HEAD`.
    public mutating func get(_ pattern: RoutePattern, handler: @escaping Handler) {
        on(.get, pattern, handler: handler)
    }

    /// Registers a `POST` route.
    public mutating func post(_ pattern: RoutePattern, handler: @escaping Handler) {
        on(.post, pattern, handler: handler)
    }

    /// Registers a `PUT` route.
    public mutating func put(_ pattern: RoutePattern, handler: @escaping Handler) {
        on(.put, pattern, handler: handler)
    }

    /// Registers a `DELETE` route.
    public mutating func delete(_ pattern: RoutePattern, handler: @escaping Handler) {
        on(.delete, pattern, handler: handler)
    }

    /// Routes `request` and runs its handler, turning any thrown error into an error response.
    public func respond(to request: Request) -> Response {
        handle(request).response
    }

    /// Routes `request`, runs its handler and reports which route answered.
    func handle(_ request: Request) -> Outcome {
        var allowed: [HTTPMethod] = []
        for route in routes {
            guard let parameters = route.pattern.match(request.pathSegments) else { continue }
            let answers = route.method == request.method || (request.method == .head && route.method == .get)
            guard answers else {
                allowed.append(route.method)
                continue
            }
            var request = request
            request.parameters = parameters
            do {
                return Outcome(response: try route.handler(request), route: route.pattern.description, unexpectedError: nil)
            } catch {
                let unexpected: (any Error)? = error is any HTTPResponseError ? nil : error
                return Outcome(
                    response: ErrorResponse.make(for: error, request: request),
                    route: route.pattern.description, unexpectedError: unexpected)
            }
        }
        let error = allowed.isEmpty ? HTTPError(.notFound, detail: "Nothing is served at \(request.path).") : Self.methodNotAllowed(allowed, request: request)
        return Outcome(response: ErrorResponse.make(for: error, request: request), route: "unmatched", unexpectedError: nil)
    }

    private static func methodNotAllowed(_ methods: [HTTPMethod], request: Request) -> HTTPError {
        var names: [String] = []
        for method in methods + (methods.contains(.get) ? [.head] : []) where !names.contains(method.rawValue) {
            names.append(method.rawValue)
        }
        return HTTPError(
            .methodNotAllowed,
            detail: "\(request.method.rawValue) is not allowed here.",
            headers: ["Allow": names.joined(separator: ", ")])
    }
}
