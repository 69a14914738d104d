extension ObservableType {
    /// Emits only the element at the zero-based position `index`, then completes.
    ///
    /// If the source completes before reaching `index`, the sequence ends with
    /// `RxError.argumentOutOfRange`. A negative `index` is a programmer error, reported with
    /// the call site (`file`, `line`).
    @inlinable
    public func element(at index: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        if index < 0 {
            rxFatalError("element(at:): the index argument must not be negative, got \(index) (called at \(file):\(line)).", file: file, line: line)
        }
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = ElementAtSink(index: index, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Emits only the element at the zero-based position `index`, then completes.
    @available(*, deprecated, renamed: "element(at:)")
    @inlinable
    public func elementAt(_ index: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        element(at: index, file: file, line: line)
    }
}

@usableFromInline
final class ElementAtSink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    @inlinable
    init(index: Int, observer: @escaping (Event<Element>) -> Void) {
        self.remaining = index
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if remaining == 0 {
            forwardOn(.next(element))
            forwardCompletion()
            return
        }
        remaining -= 1
    }

    @inlinable @inline(never)
    func onCompleted() {
        forwardError(RxError.argumentOutOfRange)
    }
}
