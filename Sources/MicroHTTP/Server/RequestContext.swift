/// One request's state while libmicrohttpd handles it.
///
/// MHD calls back for one connection on one thread at a time, so the fields need no lock; the
/// class is only handed between those callbacks.
final class RequestContext: @unchecked Sendable {
    /// The request target exactly as sent.
    let target: String
    /// The id sent back as `X-Request-Id`.
    let requestID = RequestID.next()
    /// When the request line arrived.
    let started = ContinuousClock.now
    /// The request head and body, once the head has been read.
    var request: Request?
    /// An error found before the handler could run, such as a broken limit.
    var rejection: HTTPError?
    /// The status of the queued response; 0 until one is queued.
    var status = 0
    /// The body bytes sent, or streamed so far.
    var bytesSent = 0
    /// The matched route pattern, for logs and metrics.
    var route = "unmatched"

    init(target: String) {
        self.target = target
    }
}

/// One TCP connection's state: whether it was admitted and where it comes from.
final class ConnectionContext: Sendable {
    /// The client's address as text.
    let clientAddress: String
    /// The admission decision taken when the connection was accepted.
    let verdict: ConnectionAdmission.Verdict

    init(clientAddress: String, verdict: ConnectionAdmission.Verdict) {
        self.clientAddress = clientAddress
        self.verdict = verdict
    }
}
