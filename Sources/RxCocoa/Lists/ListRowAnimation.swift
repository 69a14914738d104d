import Dispatch
import RxSwift

/// How a list animates the updates of its identity-aware bindings (`rx.identifiedItems`,
/// `rx.items(id:)`, `rx.items(sections:header:cell:)`): inserted rows fade or slide in, updated
/// rows flash, deleted rows fade out before they leave, as RxDataSources' animated data sources
/// do on UIKit. Set it on the list (`list.rowAnimation = ListRowAnimation(delete: .fade)`); the
/// next update uses it. `.none`, the default, animates nothing and costs nothing.
///
/// Deleted rows that fade out stay in the list for `duration`, at their places, as rows the user
/// can neither select nor activate; `rx.model(at:)` still gives their elements, and row numbers
/// count them, until they leave. An update that arrives meanwhile takes them out at once first.
public struct ListRowAnimation {
    /// How an inserted row appears.
    public enum Insertion: Equatable, Sendable {
        /// It appears at once.
        case none
        /// It fades in.
        case fade
        /// It slides in from the leading side while it fades in.
        case slide
    }

    /// How a row whose element changed shows it.
    public enum Update: Equatable, Sendable {
        /// Its cell is made again, without animation.
        case none
        /// Its background flashes.
        case highlight
    }

    /// How a deleted row leaves.
    public enum Deletion: Equatable, Sendable {
        /// It goes at once.
        case none
        /// It fades out, then goes.
        case fade
    }

    /// How inserted rows appear.
    public var insert: Insertion
    /// How updated rows show their change.
    public var update: Update
    /// How deleted rows leave.
    public var delete: Deletion
    /// How long each animation lasts, and so how long deleted rows stay.
    public var duration: RxTimeInterval
    /// The scheduler that times the departure of deleted rows: `MainScheduler.instance`, or in
    /// tests a virtual-time scheduler driven on the main thread. Its actions must run on the
    /// main thread.
    public var scheduler: SchedulerType

    /// Animates inserted, updated and deleted rows as given, each for `duration`.
    public init(
        insert: Insertion = .fade,
        update: Update = .highlight,
        delete: Deletion = .fade,
        duration: RxTimeInterval = .milliseconds(250),
        scheduler: SchedulerType = MainScheduler.instance
    ) {
        self.insert = insert
        self.update = update
        self.delete = delete
        self.duration = duration
        self.scheduler = scheduler
    }

    /// No animation: rows appear, change and go at once.
    public static var none: ListRowAnimation {
        ListRowAnimation(insert: .none, update: .none, delete: .none, duration: .milliseconds(0))
    }

    /// Whether nothing is animated.
    public var isNone: Bool {
        insert == .none && update == .none && delete == .none
    }
}
