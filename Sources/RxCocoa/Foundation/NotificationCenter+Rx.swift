#if canImport(Foundation)
import Foundation
import RxSwift

#if !canImport(ObjectiveC)
// Off Apple platforms NotificationCenter does not derive from NSObject, which has the `rx`
// namespace; it gets it here.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (all notifications when `nil`) posted by `object` (by
    /// any object when `nil`), delivered on the thread that posts them. The observer is removed
    /// from the center when the subscription is disposed.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        // `object` is only handed to the center, which is thread-safe, as the sender to match.
        return Observable.create(assumeSendable { observer in
            let receiver = UncheckedSendable(observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                receiver.value.on(.next(notification))
            }
            let registration = UncheckedSendable(token)
            return Disposables.create {
                center.removeObserver(registration.value)
            }
        })
    }
}
#endif
