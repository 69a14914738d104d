import Foundation
import RxCocoa
import RxRelay
import RxSwift

// RxCocoa workloads. They run on the main thread (the benchmark's top level), as UI code does,
// so the main scheduler delivers at once.

/// Where the bound values land: a label's text and a running checksum.
final class BenchLabel {
    var text = ""
    var sum = 0
}

/// The events of the benchmark's control.
enum BenchControlEvent {
    case changed
}

/// A text field of a toy toolkit: one handler list, user edits call the handlers. A main-actor
/// class, as toolkits' controls are.
@MainActor
final class BenchField: ReactiveControl {
    nonisolated let deallocationTracker = DeallocationTracker()
    var text: String?
    private var handlers: [Int: @MainActor () -> Void] = [:]
    private var nextID = 0

    func addControlHandler(for event: BenchControlEvent, _ handler: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        handlers[nextID] = handler
        return nextID
    }

    func removeControlHandler(_ id: Int) {
        handlers[id] = nil
    }

    /// The user replaces the text.
    func userTypes(_ newText: String) {
        text = newText
        for handler in handlers.values {
            handler()
        }
    }
}

extension Reactive where Base: BenchField {
    var text: ControlProperty<String?> {
        controlProperty(editingEvents: .changed, getter: { $0.text }, setter: { $0.text = $1 })
    }
}

/// The delegate protocol of the benchmark's view.
protocol BenchViewDelegate: AnyObject {
    func view(_ view: BenchView, didTap index: Int)
}

/// A view with a delegate, of the toy toolkit.
final class BenchView: DeallocationObservable, HasDelegate {
    let deallocationTracker = DeallocationTracker()
    weak var delegate: BenchViewDelegate?
}

extension DelegateMethod where Arguments == (BenchView, Int) {
    static let didTap = DelegateMethod("view(_:didTap:)")
}

/// The view's delegate proxy.
final class BenchViewDelegateProxy: DelegateProxy<BenchView, BenchViewDelegate>, DelegateProxyType, BenchViewDelegate {
    init(view: BenchView) {
        super.init(parentObject: view, delegateProxy: BenchViewDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { (view: BenchView) in BenchViewDelegateProxy(view: view) }
    }

    func view(_ view: BenchView, didTap index: Int) {
        invoke(.didTap, with: (view, index)) { $0.view(view, didTap: index) }
    }
}

/// The baseline's delegate: hands each call to a closure.
final class BaselineViewDelegate: BenchViewDelegate {
    let observer: (Int) -> Void

    init(observer: @escaping (Int) -> Void) {
        self.observer = observer
    }

    func view(_ view: BenchView, didTap index: Int) {
        observer(index)
    }
}

var driverPipeline: Workload {
    Workload(
    name: "driver_pipeline", count: 1_000_000, unit: "element", target: 4,
    rx: { count in
        let subject = PublishSubject<Int>()
        let label = BenchLabel()
        let subscription = subject.asDriver(onErrorJustReturn: 0)
            .map { $0 &* 2 }
            .drive(Binder(label) { label, value in label.sum &+= value })
        for value in 0..<count { subject.onNext(value) }
        subscription.dispose()
        return label.sum
    },
    openCombine: nil,
    baseline: { count in
        let subject = opaque(BaselineSubject())
        let label = BenchLabel()
        let transform: (Int) -> Int = opaque { $0 &* 2 }
        let apply: (Int) -> Void = opaque { label.sum &+= $0 }
        _ = subject.subscribe(opaque { apply(transform($0)) })
        for value in 0..<count { subject.send(value) }
        return label.sum
    }
    )
}

/// The texts the Numbers workloads type, made once so both contestants type the same strings.
private let typedTexts = (0..<1000).map(String.init)

var numbersExample: Workload {
    Workload(
    name: "numbers_example", count: 300_000, unit: "edit", target: 4,
    // The fields are main-actor objects; the benchmark runs on the main thread.
    rx: { count in MainActor.assumeIsolated { numbersExampleWithRx(count) } },
    openCombine: nil,
    baseline: { count in MainActor.assumeIsolated { numbersExampleByHand(count) } }
    )
}

/// Three fields summed into a label as they are edited, with RxCocoa's bindings.
@MainActor
private func numbersExampleWithRx(_ count: Int) -> Int {
    let fields = [BenchField(), BenchField(), BenchField()]
    let label = BenchLabel()
    let subscription = Observable.combineLatest(fields[0].rx.text.orEmpty, fields[1].rx.text.orEmpty, fields[2].rx.text.orEmpty) { first, second, third -> Int in
        (Int(first) ?? 0) &+ (Int(second) ?? 0) &+ (Int(third) ?? 0)
    }
    .map { $0.description }
    .bind(to: Binder(label) { label, text in
        label.text = text
        label.sum &+= text.utf8.count
    })
    for value in 0..<count { fields[value % 3].userTypes(typedTexts[value % 1000]) }
    subscription.dispose()
    return label.sum
}

/// The same, with handlers written by hand.
@MainActor
private func numbersExampleByHand(_ count: Int) -> Int {
    let fields = [BenchField(), BenchField(), BenchField()]
    let label = BenchLabel()
    let show: (String) -> Void = opaque { text in
        label.text = text
        label.sum &+= text.utf8.count
    }
    let recompute: () -> Void = opaque {
        let sum = (Int(fields[0].text ?? "") ?? 0) &+ (Int(fields[1].text ?? "") ?? 0) &+ (Int(fields[2].text ?? "") ?? 0)
        show(sum.description)
    }
    for field in fields { _ = field.addControlHandler(for: .changed) { recompute() } }
    recompute()
    for value in 0..<count { fields[value % 3].userTypes(typedTexts[value % 1000]) }
    return label.sum
}

var delegateProxyCall: Workload {
    Workload(
    name: "delegate_proxy_call", count: 1_000_000, unit: "call", target: 3,
    rx: { count in
        let view = BenchView()
        let result = Accumulator()
        let subscription = BenchViewDelegateProxy.proxy(for: view).methodInvoked(.didTap)
            .subscribe(onNext: { result.sum &+= $0.1 })
        for value in 0..<count { view.delegate?.view(view, didTap: value) }
        subscription.dispose()
        return result.sum
    },
    openCombine: nil,
    baseline: { count in
        let view = BenchView()
        let result = Accumulator()
        let delegate = BaselineViewDelegate(observer: opaque { result.sum &+= $0 })
        view.delegate = delegate
        for value in 0..<count { view.delegate?.view(view, didTap: value) }
        return result.sum
    }
    )
}
