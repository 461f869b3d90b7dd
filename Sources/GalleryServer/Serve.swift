import ArgumentParser
import Foundation
import Logging
import MicroHTTP

/// `gallery serve`: serves the gallery until SIGINT or SIGTERM, then drains and exits 0.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve the gallery over HTTP.")

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "The port to bind, 0 to 65535; 0 picks a free one.")
    var port = 8080

    @Option(help: "Worker threads per process, 1 to 256 (default: the number of cores).")
    var threads = Server.Configuration.coreCount

    @Option(help: "Worker processes sharing the socket, 0 to 64; a dead one is replaced. 0 serves in this process.")
    var workers = 0

    @Option(help: "Open connections served at once per process, 1 to 1000000; more are answered 503.")
    var connectionLimit = 1000

    @Option(help: "The folder of static files served at /.")
    var publicDir = "Public"

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @Option(help: "Rendered pages kept in memory, 0 to 100000; 0 renders every request anew.")
    var pageCache = 512

    @Flag(help: ArgumentHelp("Serve POST /_fault/trap, which traps the process answering it (crash-isolation tests).",
                             visibility: .hidden))
    var faultInjection = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port).") }
        guard (1...256).contains(threads) else { throw ValidationError("--threads must be between 1 and 256, not \(threads).") }
        guard (0...64).contains(workers) else { throw ValidationError("--workers must be between 0 and 64, not \(workers).") }
        guard (1...1_000_000).contains(connectionLimit) else {
            throw ValidationError("--connection-limit must be between 1 and 1000000, not \(connectionLimit).")
        }
        guard (0...100_000).contains(pageCache) else { throw ValidationError("--page-cache must be between 0 and 100000, not \(pageCache).") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical; not '\(logLevel)'.")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: publicDir, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--public-dir '\(publicDir)' is not a folder.")
        }
    }

    func run() throws {
        if workers > 0 {
            CrashReports.useWorkerSetting()  // a trapped worker then dies, and is replaced, at once
        }
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "gallery")
        var configuration = Server.Configuration(host: host, port: port, threadPoolSize: threads, connectionLimit: connectionLimit)
        guard workers > 0 else {
            try serve(configuration, logger: logger)
            return
        }
        // Bound before any thread starts, so the supervisor may fork.
        configuration.listeningSocket = try ListeningSocket(host: host, port: port)
        logger.notice("gallery serving on http://\(host):\(configuration.listeningSocket?.port ?? port)", metadata: ["workers": "\(workers)"])
        let status = WorkerSupervisor(count: workers, logger: logger).run { [configuration] in
            do {
                try serve(configuration, logger: logger)
                return 0
            } catch {
                logger.error("worker could not start: \(error)")
                return WorkerSupervisor.startFailure
            }
        }
        guard status == 0 else { throw ExitCode(status) }
        logger.notice("gallery stopped")
    }
}
