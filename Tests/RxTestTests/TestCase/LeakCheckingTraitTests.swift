import RxSwift
import RxTest
import Testing

/// `.checksForLeaks` passes a test that disposes what it subscribes and fails one that does
/// not, listing the live subscriptions when the inspector is on. Serialized: a test that leaks
/// on purpose disposes its leak after its checked scope, which would change the count another
/// of these tests is checking.
@Suite(.serialized) struct LeakCheckingTraitTests {
    @Test(.checksForLeaks) func aTestThatDisposesWhatItSubscribesPasses() {
        let subject = PublishSubject<Int>()
        let seen = Captured<[Int]>([])
        let subscription = subject.subscribe(onNext: { seen.value.append($0) })
        subject.onNext(1)
        subscription.dispose()
        #expect(seen.value == [1])
    }

    @Test(.checksForLeaks, arguments: [1, 2])
    func eachArgumentIsCheckedOnItsOwn(count: Int) {
        let subscriptions = (0..<count).map { _ in Observable<Int>.never().subscribe() }
        subscriptions.forEach { $0.dispose() }
    }

    @Test func aLeakIsAnIssueAtTheTestNamingTheCounts() async throws {
        let test = try #require(Test.current)
        let leaked = Captured<[any Disposable]>([])
        let wasEnabled = SubscriptionInspector.isEnabled
        try await withKnownIssue {
            try await LeakCheckingTrait.checksForLeaks(settleTimeout: .milliseconds(20)).provideScope(for: test, testCase: Test.Case.current) {
                SubscriptionInspector.isEnabled = false
                leaked.value.append(PublishSubject<Int>().subscribe(onNext: { _ in }))
            }
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation == test.sourceLocation
                && comment.hasPrefix("live RxSwift resources leaked by this test: Resources.total was ")
                && comment.hasSuffix(" after\n(run with RX_INSPECTOR=1 to list the live subscriptions)")
        }
        SubscriptionInspector.isEnabled = wasEnabled
        leaked.value.forEach { $0.dispose() }
    }

    @Test func aLeakListsTheLiveSubscriptionsWhenTheInspectorIsOn() async throws {
        let test = try #require(Test.current)
        let leaked = Captured<[any Disposable]>([])
        let line = Captured(0)
        let wasEnabled = SubscriptionInspector.isEnabled
        try await withKnownIssue {
            try await LeakCheckingTrait.checksForLeaks(settleTimeout: .milliseconds(20)).provideScope(for: test, testCase: Test.Case.current) {
                SubscriptionInspector.isEnabled = true
                let subject = PublishSubject<Int>()
                line.value = #line + 1
                leaked.value.append(subject.subscribe(onNext: { _ in }))
                subject.onNext(1)
            }
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return comment.contains("\nsubscriptions made by this test and still live, 1 live subscription:\n")
                && comment.contains("Observable<Int> from PublishSubject<Int> subscribed at ")
                && comment.contains("LeakCheckingTraitTests.swift:\(line.value), 1 element")
        }
        SubscriptionInspector.isEnabled = wasEnabled
        leaked.value.forEach { $0.dispose() }
    }
}
