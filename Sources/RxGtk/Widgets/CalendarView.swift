#if GTK
import CGtk
import Foundation

/// A month's calendar in which the user selects a day (`GtkCalendar`). Named `CalendarView`
/// so that it does not hide Foundation's `Calendar`.
@MainActor
public final class CalendarView: Widget {
    /// Creates a calendar showing today's month, today selected.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_calendar_new()))
    }

    private var calendarPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// The start (local midnight) of the selected day. Setting it selects the day holding the
    /// date and emits "day-selected", as GTK does, which `rx.date` does not report: the
    /// program's own selection is not the user's (`selectDay(of:)` acts as the user).
    public var date: Date {
        get {
            let selected = gtk_calendar_get_date(calendarPointer)
            defer { g_date_time_unref(selected) }
            let midnight = g_date_time_new_local(g_date_time_get_year(selected), g_date_time_get_month(selected), g_date_time_get_day_of_month(selected), 0, 0, 0)
            defer { g_date_time_unref(midnight) }
            return Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(midnight)))
        }
        set { performProgrammaticChange { select(newValue) } }
    }

    /// Acts as the user selecting the day that holds `date`: "day-selected". Does nothing if
    /// the user could not (`isUsableByUser`).
    public func selectDay(of date: Date) {
        actAsUser { select(date) }
    }

    private func select(_ date: Date) {
        let dateTime = g_date_time_new_from_unix_local(gint64(date.timeIntervalSince1970.rounded(.down)))
        defer { g_date_time_unref(dateTime) }
        gtk_calendar_select_day(calendarPointer, dateTime)
    }
}
#endif
