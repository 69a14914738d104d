// A binder that applies on a background scheduler, written in a main-actor class: its binding
// runs on that scheduler's thread, so touching the class's state there is diagnosed (the
// binding is `@Sendable` in Swift 6 mode). A binder without a scheduler applies on the main
// thread, and its binding, main-actor code, may touch the state.
// swift-version: 6
// expect: warning: main actor-isolated property 'title' can not be mutated from a Sendable closure
// expect: no error
import RxSwift

@MainActor
final class Screen {
    var title = ""

    var backgroundTitle: Binder<String> {
        Binder(self, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) { screen, title in
            screen.title = title
        }
    }

    var mainThreadTitle: Binder<String> {
        Binder(self) { screen, title in screen.title = title }
    }
}
