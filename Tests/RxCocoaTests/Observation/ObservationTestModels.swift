import Foundation
import Observation
import RxSwift

// Models for the tests of the Observation bridge. This file imports RxSwift and Observation
// and declares `@Observable` models without qualifying the macro: the spelling users write.

/// A person whose full name is a computed property over two stored ones.
@Observable final class Person {
    var first: String
    var last: String
    var age = 0
    var pet: Pet?
    /// How often `trackedAge` was read: the bridge reads it once per delivery.
    @ObservationIgnored var trackedAgeReads = 0
    /// The threads on which `age` was set through `settableAge`.
    @ObservationIgnored var setOnMainThread: [Bool] = []

    init(first: String = "Ada", last: String = "Lovelace") {
        self.first = first
        self.last = last
    }

    var fullName: String { "\(first) \(last)" }

    /// `age`, counting its reads.
    var trackedAge: Int {
        trackedAgeReads += 1
        return age
    }

    /// `age`, recording the thread of each set.
    var settableAge: Int {
        get { age }
        set {
            setOnMainThread.append(Thread.isMainThread)
            age = newValue
        }
    }
}

/// A nested observable object.
@Observable final class Pet {
    var name: String

    init(name: String) {
        self.name = name
    }
}

/// A counter that several threads change at once. Its storage is guarded by a lock, and each
/// change is made whole under that lock, the report to Observation included, so a read on
/// another thread comes either before the change or after its value is stored.
@Observable final class SharedCounter: @unchecked Sendable {
    @ObservationIgnored private let storage = NSLock()
    @ObservationIgnored private var stored = 0
    /// Called once, by the next read of `value`, after the read and outside the lock.
    @ObservationIgnored private var pendingAfterRead: (() -> Void)?

    /// The count.
    var value: Int {
        access(keyPath: \.value)
        let (value, afterRead) = storage.withLock {
            defer { pendingAfterRead = nil }
            return (stored, pendingAfterRead)
        }
        afterRead?()
        return value
    }

    /// What the next read of `value` runs once it has read.
    var afterNextRead: (() -> Void)? {
        get { storage.withLock { pendingAfterRead } }
        set { storage.withLock { pendingAfterRead = newValue } }
    }

    /// Adds one, reporting the change as the macro's setters do (before, then after), all under
    /// the lock.
    func increment() {
        storage.withLock {
            withMutation(keyPath: \.value) {
                stored += 1
            }
        }
    }
}

/// A model that derives from `NSObject` (so it is also `ReactiveCompatible`).
@Observable class ObjectModel: NSObject {
    var title = "first"
}

/// A main-actor model, as an app's view models are.
@MainActor @Observable final class ScreenModel {
    var query = ""
    var results: [String] = []
}
