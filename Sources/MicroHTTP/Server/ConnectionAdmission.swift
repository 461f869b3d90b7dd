/// Counts open connections, overall and per address, and decides at accept time whether a new
/// connection is served or answered with an error and closed.
final class ConnectionAdmission: Sendable {
    /// The decision for one new connection.
    enum Verdict: Equatable {
        case admitted
        case overConnectionLimit
        case overPerIPLimit
    }

    private struct State {
        var open = 0
        var byAddress: [String: Int] = [:]
    }

    private let limit: Int
    private let perIPLimit: Int
    private let state = Locked(State())

    init(limit: Int, perIPLimit: Int) {
        self.limit = limit
        self.perIPLimit = perIPLimit
    }

    /// Counts a new connection from `address` and judges it; every call is paired with ``release(_:)``.
    func admit(_ address: String) -> Verdict {
        state.withLock { state in
            state.open += 1
            state.byAddress[address, default: 0] += 1
            if state.open > limit { return .overConnectionLimit }
            if perIPLimit > 0, state.byAddress[address, default: 0] > perIPLimit { return .overPerIPLimit }
            return .admitted
        }
    }

    /// Forgets a closed connection from `address`.
    func release(_ address: String) {
        state.withLock { state in
            state.open -= 1
            let remaining = state.byAddress[address, default: 1] - 1
            state.byAddress[address] = remaining > 0 ? remaining : nil
        }
    }
}
