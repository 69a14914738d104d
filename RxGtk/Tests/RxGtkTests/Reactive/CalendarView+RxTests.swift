import CGtk
import Foundation
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class CalendarViewRxTests: GtkTestCase {
    func testDateFollowsTheUsersClickOnADayButNotTheProgramsSelection() throws {
        try onMain {
            let calendar = CalendarView()
            let window = Window(title: "Calendar", width: 400, height: 300)
            window.child = calendar
            calendar.date = localDate(2024, 3, 10, hour: 15)
            XCTAssertEqual(calendar.date, localDate(2024, 3, 10), "the selected day starts at local midnight")
            RealPointerAndKeyboard.show(window, until: calendar)
            let dates = Captured<[Date]>([])
            let bag = DisposeBag()
            calendar.rx.date.subscribe(onNext: { dates.value.append($0) }).disposed(by: bag)
            XCTAssertEqual(dates.value, [localDate(2024, 3, 10)])

            calendar.date = localDate(2024, 3, 12)
            Observable.just(localDate(2024, 3, 20)).bind(to: calendar.rx.date).disposed(by: bag)
            XCTAssertEqual(calendar.date, localDate(2024, 3, 20))
            XCTAssertEqual(dates.value, [localDate(2024, 3, 10)], "the program's selections, direct or bound, do not emit")

            let day = try XCTUnwrap(dayLabel("15", in: calendar.widgetPointer), "the calendar shows March 15")
            let (x, y) = RealPointerAndKeyboard.point(inWidget: day, of: window)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { dates.value.count == 2 }), "a click on a day emits")
            XCTAssertEqual(dates.value.last, localDate(2024, 3, 15))

            calendar.selectDay(of: localDate(2024, 4, 1))
            XCTAssertEqual(dates.value.last, localDate(2024, 4, 1), "selectDay(of:) acts as the user")
            window.destroy()
        }
    }
}

/// The date at `hour` o'clock of a day, in the local time zone (GLib's and Foundation's).
private func localDate(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
    var components = DateComponents(year: year, month: month, day: day, hour: hour)
    components.timeZone = TimeZone.current
    return Foundation.Calendar(identifier: .gregorian).date(from: components)!
}

/// The label of the day numbered `text` in the month shown (not a day of the months around it).
@MainActor
private func dayLabel(_ text: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    subtree(of: widget).first { widget in
        g_type_is_a(rxgtk_object_type(widget), gtk_label_get_type()) != 0
            && gtk_widget_has_css_class(widget, "day-number") != 0
            && gtk_widget_has_css_class(widget, "other-month") == 0
            && String(cString: gtk_label_get_text(OpaquePointer(widget))) == text
    }
}
