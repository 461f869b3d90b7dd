/// Stops the fuzzer with `message` when `condition` is false. Unlike `precondition`, the message
/// survives `-O`, so a crash report says which promise broke.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        fatalError(message())
    }
}
