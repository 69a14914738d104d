import Foundation
import RxSwift
import RxTest
import XCTest

/// Random pipelines of 1 to 6 operators over random hot sources, run on the `TestScheduler` and
/// compared with the reference model (`ReferenceModel`): output events, their ticks and every
/// source's subscriptions. A disagreement is shrunk to a minimal pipeline and printed with
/// marble timelines.
///
/// The suite runs `defaultCaseCount` cases from a fixed seed. `bash scripts/differential.sh
/// [count] [seed]` runs more with a random seed; these variables steer the test:
/// - `RX_DIFFERENTIAL_SEED`: the seed (decimal);
/// - `RX_DIFFERENTIAL_COUNT`: how many cases;
/// - `RX_DIFFERENTIAL_CASE`: run only this case of the seed (what a failure prints to replay it).
final class DifferentialTests: LeakCheckingTestCase {
    static let defaultCaseCount = 5_000
    static let defaultSeed: UInt64 = 20_261_123
    /// A run stops after this many disagreements, each reported on its own.
    static let reportedFailureLimit = 3

    /// The seed of case `index` of a run with `seed`.
    static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD134_2543_DE82_EF95))
        return mixer.next()
    }

    static func pipeline(seed: UInt64, index: Int) -> Pipeline {
        var rng = SplitMix64(seed: caseSeed(seed, index))
        return Pipeline.random(using: &rng)
    }

    func testTheLibraryAgreesWithTheReferenceModelOnRandomPipelines() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["RX_DIFFERENTIAL_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let count = environment["RX_DIFFERENTIAL_COUNT"].flatMap { Int($0) } ?? Self.defaultCaseCount
        let cases = environment["RX_DIFFERENTIAL_CASE"].flatMap { Int($0) }.map { [$0] } ?? Array(0..<count)
        if environment["RX_DIFFERENTIAL_SEED"] != nil {
            print("differential testing: seed \(seed), \(cases.count) case(s)")
        }
        var failures = 0
        for index in cases {
            let pipeline = Self.pipeline(seed: seed, index: index)
            guard Differential.disagreement(pipeline) != nil else { continue }
            let shrunk = Differential.shrink(pipeline)
            XCTFail("""
                the library disagrees with the reference model (seed \(seed), case \(index); \
                replay: RX_DIFFERENTIAL_SEED=\(seed) RX_DIFFERENTIAL_CASE=\(index)); shrunk:
                \(Differential.report(shrunk))
                """)
            failures += 1
            if failures == Self.reportedFailureLimit { break }
        }
    }

    func testTheSameSeedGeneratesTheSamePipelines() {
        let first = (0..<20).map { Self.pipeline(seed: 7, index: $0).description }
        let second = (0..<20).map { Self.pipeline(seed: 7, index: $0).description }
        XCTAssertEqual(first, second)
        XCTAssertNotEqual(first, (0..<20).map { Self.pipeline(seed: 8, index: $0).description })
    }

    func testGeneratedPipelinesHaveOneToSixStagesAndASourcePerSideInput() {
        for index in 0..<500 {
            let pipeline = Self.pipeline(seed: 3, index: index)
            XCTAssertTrue((1...6).contains(pipeline.operators.count))
            XCTAssertEqual(pipeline.sources.count, 1 + pipeline.operators.compactMap(\.side).count)
            XCTAssertTrue(pipeline.isPredictable)
        }
    }

    /// Every catalogue entry the model claims to cover (the literals of the `catalogueEntries`
    /// and `…CatalogueEntries` properties of Pipeline.swift, which `bash scripts/differential.sh
    /// --coverage` counts) is exercised by generated pipelines, so the coverage never counts an
    /// operator that no pipeline runs.
    func testGeneratedPipelinesExerciseEveryCatalogueEntryTheModelClaims() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pipeline.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        var claimed: Set<String> = []
        var rest = source[...]
        // The next declaration of either name, whichever comes first.
        func nextDeclaration() -> Range<String.Index>? {
            [rest.range(of: "CatalogueEntries: [String] {"), rest.range(of: "var catalogueEntries: [String] {")].compactMap { $0 }.min { $0.lowerBound < $1.lowerBound }
        }
        while let declaration = nextDeclaration() {
            var depth = 1
            var end = declaration.upperBound
            while depth > 0 {
                if source[end] == "{" { depth += 1 }
                if source[end] == "}" { depth -= 1 }
                end = source.index(after: end)
            }
            let body = source[declaration.upperBound..<end]
            claimed.formUnion(body.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
            rest = source[end...]
        }
        let exercised = Set((0..<20_000).flatMap { Self.pipeline(seed: Self.defaultSeed, index: $0).operators.flatMap(\.catalogueEntries) })
        XCTAssertFalse(claimed.isEmpty)
        XCTAssertEqual(claimed.subtracting(exercised).sorted(), [])
    }

    /// Checks the model's outcome for `pipeline` against the one worked out by hand, and the
    /// library's against the model's.
    func assertOutcome(of pipeline: Pipeline, events: [Timed], subscriptions: [[ModelSubscription]], file: StaticString = #filePath, line: UInt = #line) {
        let model = PipelineOutcome(modelOf: pipeline)
        XCTAssertEqual(model.events, events, file: file, line: line)
        XCTAssertEqual(model.subscriptions, subscriptions, file: file, line: line)
        XCTAssertEqual(PipelineOutcome(libraryRunOf: pipeline), model, file: file, line: line)
    }

    func testTheModelAppliesRxSwift610sZipCompletionRule() {
        let pipeline = Pipeline(
            sources: [
                [Timed(time: 210, event: .next(1)), Timed(time: 310, event: .completed)],
                [Timed(time: 220, event: .next(2)), Timed(time: 320, event: .next(3)), Timed(time: 420, event: .completed)],
            ],
            operators: [.zip(1)],
            disposal: 995
        )
        assertOutcome(
            of: pipeline,
            events: [Timed(time: 220, event: .next(9)), Timed(time: 420, event: .completed)],
            subscriptions: [[ModelSubscription(start: 200, end: 310)], [ModelSubscription(start: 200, end: 420)]]
        )
    }

    func testTheModelRunsABufferTimerAfterTheHotEventOfItsTick() {
        // The array filled at 310 restarts the timer, due at 510 with the element at 510: the
        // element goes in first, then the timer sends the array holding it.
        let pipeline = Pipeline(
            sources: [[Timed(time: 210, event: .next(1)), Timed(time: 310, event: .next(2)), Timed(time: 510, event: .next(3)), Timed(time: 610, event: .completed)]],
            operators: [.buffer(200, count: 2)],
            disposal: 995
        )
        assertOutcome(
            of: pipeline,
            events: [
                Timed(time: 310, event: .next(Operator.arrayHash([1, 2]))),
                Timed(time: 510, event: .next(Operator.arrayHash([3]))),
                Timed(time: 610, event: .next(Operator.arrayHash([]))),
                Timed(time: 610, event: .completed),
            ],
            subscriptions: [[ModelSubscription(start: 200, end: 610)]]
        )
    }

    func testTheModelTellsTheShareScopesApartAfterTheSourceCompleted() {
        let source = [Timed(time: 210, event: .next(1)), Timed(time: 310, event: .next(2)), Timed(time: 410, event: .completed)]
        let firstSubscription = [Timed(time: 210, event: .next(7)), Timed(time: 310, event: .next(14))]
        // `.forever`: the late subscriber at 500 is replayed 2 and the completion.
        assertOutcome(
            of: Pipeline(sources: [source], operators: [.shared(.share(replay: 1, forever: true), firstTake: nil, lateBy: 300)], disposal: 995),
            events: firstSubscription + [Timed(time: 500, event: .next(15)), Timed(time: 500, event: .completed)],
            subscriptions: [[ModelSubscription(start: 200, end: 410)]]
        )
        // `.whileConnected`: it subscribes the source again, which has nothing more to send.
        assertOutcome(
            of: Pipeline(sources: [source], operators: [.shared(.share(replay: 1, forever: false), firstTake: nil, lateBy: 300)], disposal: 995),
            events: firstSubscription,
            subscriptions: [[ModelSubscription(start: 200, end: 410), ModelSubscription(start: 500, end: 995)]]
        )
    }

    func testTheReportDrawsThePipelineAndItsSources() {
        let pipeline = Pipeline(
            sources: [[Timed(time: 210, event: .next(1)), Timed(time: 310, event: .next(2)), Timed(time: 410, event: .completed)]],
            operators: [.map(2, 0), .take(1)],
            disposal: 995
        )
        let report = Differential.report(pipeline)
        XCTAssertTrue(report.contains("source0\n    .map { $0 * 2 + 0 }\n    .take(1)"), report)
        XCTAssertTrue(report.contains("source0: "), report)
        XCTAssertTrue(report.contains("the same"), report)
        XCTAssertNil(Differential.disagreement(pipeline))
    }
}
