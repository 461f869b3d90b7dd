extension Router {
    /// Serves `files` under `prefix`: `GET /static/css/site.css` reads `css/site.css` below the root.
    public mutating func addStaticFiles(_ files: StaticFiles, at prefix: String = "/") {
        let prefixSegments = prefix.split(separator: "/").count
        get(RoutePattern(prefix + (prefix.hasSuffix("/") ? "" : "/") + "{path...}")) { request in
            try files.response(for: Array(request.pathSegments.dropFirst(prefixSegments)))
        }
    }
}
