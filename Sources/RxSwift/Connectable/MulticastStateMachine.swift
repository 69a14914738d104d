/// The decisions of a `ConnectableObservableAdapter` (`multicast`, `publish()`, `replay`), as a
/// value its lock guards: which subject serves the subscribers, and whether it is connected to
/// the source. Making a subject (the user's factory) and subscribing the source happen outside
/// the lock, as the returned actions say.
///
/// A subject lives until its connection ends; the next subscription or connection then makes
/// a new one.
@usableFromInline
struct MulticastStateMachine<Subject, Connection: AnyObject> {
    /// The subject and its connection.
    @usableFromInline
    enum State {
        /// No subject: the next subscription or connection makes one.
        case idle
        /// A subject serves the subscribers; nothing feeds it yet.
        case ready(Subject)
        /// The subject is connected to the source through the connection.
        case connected(Subject, Connection)
    }

    /// How a subscriber or a connection gets its subject.
    @usableFromInline
    enum SubjectAction {
        /// Use this one.
        case use(Subject)
        /// Make one outside the lock, then hand it to `subjectMade(_:)`.
        case make
    }

    /// What `connect()` does once it has unlocked.
    @usableFromInline
    enum ConnectAction {
        /// A connection is already open: return it.
        case alreadyConnected(Connection)
        /// Subscribe the source through this new connection, and return it.
        case connect(Connection)
    }

    @usableFromInline var state: State = .idle

    @inlinable
    init() {}

    /// A subscriber or a connection needs the subject.
    @inlinable
    func subjectWanted() -> SubjectAction {
        switch state {
        case .idle: .make
        case .ready(let subject), .connected(let subject, _): .use(subject)
        }
    }

    /// A subject was made outside the lock: it becomes the subject unless another thread
    /// installed one meanwhile. Returns the subject to use.
    @inlinable
    mutating func subjectMade(_ made: Subject) -> Subject {
        switch state {
        case .idle:
            state = .ready(made)
            return made
        case .ready(let subject), .connected(let subject, _):
            return subject
        }
    }

    /// `connect()`, with `made` a subject made (or found) just before: opens a connection for
    /// the current subject, or for `made` when the connection that subject belonged to ended
    /// meanwhile, unless one is open. `connection` builds the connection for a subject; it is
    /// called at most once.
    @inlinable
    mutating func connect(_ made: Subject, opening connection: (Subject) -> Connection) -> ConnectAction {
        let subject: Subject
        switch state {
        case .connected(_, let open):
            return .alreadyConnected(open)
        case .ready(let current):
            subject = current
        case .idle:
            subject = made
        }
        let opened = connection(subject)
        state = .connected(subject, opened)
        return .connect(opened)
    }

    /// `connection` ended (disposed, or the source terminated): if it is the open one, its
    /// subject is retired too. Returns that subject for the caller to release after unlocking.
    @inlinable
    mutating func connectionEnded(_ connection: Connection) -> Subject? {
        guard case .connected(let subject, let open) = state, open === connection else { return nil }
        state = .idle
        return subject
    }
}
