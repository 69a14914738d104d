/// The decisions of one `refCount()` sequence, as a value its lock guards: how many
/// subscribers the current connection counts, and whether the connectable sequence is
/// connected. Each event returns what to do once unlocked: connect, dispose a connection, or
/// nothing.
///
/// Connecting and disconnecting happen outside the lock, one at a time: while one is under way
/// (`connecting`, `disconnecting`) events only update the count, and the thread doing it reports
/// back (`connected(_:)`, `disconnected()`) and receives the next step, which always works from
/// the latest count. So a disconnect overtaken by a new subscriber before it happens is not
/// done, and the new subscriber keeps the live connection.
///
/// A terminal event of the shared sequence ends the connection it belongs to (a `generation`):
/// its subscribers are no longer counted, and the next subscriber connects again.
@usableFromInline
struct RefCountStateMachine {
    /// Where one subscriber stands; its sink keeps it, under the same lock, and hands it to
    /// every event.
    @usableFromInline
    enum Membership {
        /// Subscribed to the shared sequence, not counted yet.
        case pending
        /// Counted in the connection of that generation.
        case counted(generation: UInt64)
        /// Left, or saw the sequence terminate: never counted again.
        case gone
    }

    /// The connection to the connectable sequence.
    @usableFromInline
    enum State {
        /// Not connected.
        case disconnected
        /// `connect()` is being called, for the connection of that generation.
        case connecting(generation: UInt64)
        /// Connected for that generation's subscribers; disposing the disposable disconnects.
        case connected(generation: UInt64, Disposable)
        /// A connection is being disposed.
        case disconnecting
    }

    /// What the caller does once it has unlocked, then reports back.
    @usableFromInline
    enum Action {
        /// Nothing.
        case none
        /// Call `connect()`, then report the connection with `connected(_:)`.
        case connect
        /// Dispose this connection, then report with `disconnected()`.
        case disconnect(Disposable)
    }

    @usableFromInline var state: State = .disconnected
    /// The subscribers counted in the current generation.
    @usableFromInline var count = 0
    /// The current connection's generation; a terminal event moves to the next one.
    @usableFromInline var generation: UInt64 = 0

    @inlinable
    init() {}

    /// A subscriber joins: counted in the current connection, which it opens if it is the
    /// first, unless it already left.
    @inlinable
    mutating func join(_ membership: inout Membership) -> Action {
        guard case .pending = membership else { return .none }
        membership = .counted(generation: generation)
        count += 1
        return reconcile()
    }

    /// A subscriber leaves: no longer counted; the last one of the current connection closes
    /// it.
    @inlinable
    mutating func leave(_ membership: inout Membership) -> Action {
        guard countedNow(leaving: &membership) else { return .none }
        count -= 1
        return reconcile()
    }

    /// The shared sequence terminated for a subscriber: if it belongs to the current
    /// connection, that connection ends and none of its subscribers is counted any more.
    @inlinable
    mutating func terminate(_ membership: inout Membership) -> Action {
        guard countedNow(leaving: &membership) else { return .none }
        count = 0
        generation &+= 1
        return reconcile()
    }

    /// Marks a subscriber as never to be counted again; returns whether it was counted in the
    /// current generation.
    @inlinable
    func countedNow(leaving membership: inout Membership) -> Bool {
        defer { membership = .gone }
        guard case .counted(let joined) = membership else { return false }
        return joined == generation
    }

    /// `connect()` returned `connection`.
    @inlinable
    mutating func connected(_ connection: Disposable) -> Action {
        guard case .connecting(let opened) = state else {
            preconditionFailure("refCount: a connection was reported while none was being made.")
        }
        state = .connected(generation: opened, connection)
        return reconcile()
    }

    /// A connection was disposed.
    @inlinable
    mutating func disconnected() -> Action {
        state = .disconnected
        return reconcile()
    }

    /// The step that brings the connection in line with the count: connect when subscribers
    /// are counted and nothing is connected, disconnect a connection of no subscriber or of an
    /// ended generation; nothing while a step is under way (its thread asks again).
    @inlinable
    mutating func reconcile() -> Action {
        let wanted: UInt64? = count > 0 ? generation : nil
        switch state {
        case .connecting, .disconnecting:
            return .none
        case .connected(let open, let connection):
            if open == wanted { return .none }
            state = .disconnecting
            return .disconnect(connection)
        case .disconnected:
            guard let wanted else { return .none }
            state = .connecting(generation: wanted)
            return .connect
        }
    }
}
