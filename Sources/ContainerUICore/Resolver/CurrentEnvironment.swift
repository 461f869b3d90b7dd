import Foundation

/// The environment bound to the current thread while a `body` is evaluated.
///
/// Resolution is synchronous, so a thread-local slot is enough: `@Environment` reads it without
/// reflection, and it costs two `pthread_setspecific` calls per evaluated body.
@usableFromInline
enum CurrentEnvironment {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "CurrentEnvironment: pthread_key_create failed")
        return key
    }()

    /// Binds `environment` and returns the previous binding, for ``restore(_:)``.
    @usableFromInline
    static func bind(_ environment: EnvironmentValues) -> UnsafeMutableRawPointer? {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(environment.head).toOpaque())
        return previous
    }

    /// Restores a binding returned by ``bind(_:)``.
    @usableFromInline
    static func restore(_ previous: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, previous)
    }

    /// The bound environment, or the default one outside resolution.
    static var current: EnvironmentValues {
        guard let pointer = pthread_getspecific(key) else { return EnvironmentValues() }
        return EnvironmentValues(head: Unmanaged<EnvironmentValues.Entry>.fromOpaque(pointer).takeUnretainedValue())
    }
}
