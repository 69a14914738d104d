/// Wraps state guarded by a `Mutex`, whose elements need not be `Sendable`: RxTest's recorders
/// only touch it under the mutex.
struct UncheckedBox<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
