import Foundation

/// The environment bound to the current thread while a `body` is evaluated.
///
/// Resolution is synchronous, so a thread-local slot is enough: `@Environment` reads it without
/// reflection, and it costs two `pthread_setspecific` calls per evaluated body.
enum CurrentEnvironment {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "CurrentEnvironment: pthread_key_create failed")
        return key
    }()

    /// Runs `body` with `environment` bound, restoring the previous binding afterwards.
    static func with<T>(_ environment: EnvironmentValues, _ body: () -> T) -> T {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(environment.head).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return body()
    }

    /// The bound environment, or the default one outside resolution.
    static var current: EnvironmentValues {
        guard let pointer = pthread_getspecific(key) else { return EnvironmentValues() }
        return EnvironmentValues(head: Unmanaged<EnvironmentValues.Entry>.fromOpaque(pointer).takeUnretainedValue())
    }
}
