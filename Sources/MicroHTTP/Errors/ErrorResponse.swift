/// Turns errors into responses: RFC 9457 problem details or a small HTML page, chosen by `Accept`.
enum ErrorResponse {
    /// The response for `error` thrown while answering `request`; unknown errors become a bare `500`.
    static func make(for error: any Error, request: Request) -> Response {
        let problem = (error as? any HTTPResponseError)
            ?? HTTPError(.internalServerError, detail: "The server could not complete the request.")
        var response = prefersHTML(request.headers["Accept"])
            ? html(problem, requestID: request.requestID)
            : json(problem, requestID: request.requestID)
        for field in problem.headers {
            response.headers.add(name: field.name, value: field.value)
        }
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    private static func json(_ problem: any HTTPResponseError, requestID: String) -> Response {
        let body = """
            {"type":"about:blank","title":\(Escaping.jsonString(problem.status.reasonPhrase)),\
            "status":\(problem.status.code),"detail":\(Escaping.jsonString(problem.detail)),\
            "requestId":\(Escaping.jsonString(requestID))}
            """
        return Response(
            status: problem.status,
            headers: ["Content-Type": "application/problem+json"],
            body: ResponseBody(body)
        )
    }

    private static func html(_ problem: any HTTPResponseError, requestID: String) -> Response {
        let title = Escaping.html("\(problem.status.code) \(problem.status.reasonPhrase)")
        let body = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(title)</title></head>
            <body><h1>\(title)</h1><p>\(Escaping.html(problem.detail))</p>
            <p>Request id: <code>\(Escaping.html(requestID))</code></p></body></html>

            """
        return .html(body, status: problem.status)
    }

    /// Whether `accept` ranks `text/html` above JSON; with no `Accept` the answer is JSON.
    static func prefersHTML(_ accept: String?) -> Bool {
        guard let accept else { return false }
        let ranges = QualityList(accept)
        let html = ranges.quality(ofMediaType: "text/html")
        let json = max(
            ranges.quality(ofMediaType: "application/problem+json"),
            ranges.quality(ofMediaType: "application/json"))
        return html > json
    }
}
