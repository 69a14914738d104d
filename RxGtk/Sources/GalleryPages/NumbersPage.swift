import RxCocoa
import RxGtk
import RxSwift

/// Three fields summed into a label as they are edited: `combineLatest` of the fields'
/// `rx.text.orEmpty`, mapped to the sum and bound to the label's `rx.text`.
@MainActor
public final class NumbersPage: GalleryPage {
    public static let name = "numbers"
    public static let title = "Numbers"

    public let root: Widget
    /// The three fields, in order.
    public let fields: [Entry]
    /// The label that shows the sum.
    public let result = Label()
    private let disposeBag = DisposeBag()

    public init() {
        let page = pageFrame(title: "Numbers", explanation: "Type whole numbers: the sum follows every edit.")
        fields = (1...3).map { Entry(placeholder: "number \($0)") }
        let row = Box(.horizontal, spacing: 8)
        for (index, field) in fields.enumerated() {
            if index > 0 { row.append(Label("+")) }
            row.append(field)
        }
        row.append(Label("="))
        result.addCSSClass("title-2")
        row.append(result)
        page.append(row)
        root = page

        Observable.combineLatest(fields[0].rx.text.orEmpty, fields[1].rx.text.orEmpty, fields[2].rx.text.orEmpty) { first, second, third in
            (Int(first) ?? 0) + (Int(second) ?? 0) + (Int(third) ?? 0)
        }
        .map { $0.description }
        .bind(to: result.rx.text)
        .disposed(by: disposeBag)
    }

    /// Types 12, 30 and 100 into the fields.
    public func playDemo() {
        for (field, text) in zip(fields, ["12", "30", "100"]) {
            field.type(text)
        }
    }
}
