import Foundation
import RxGtk
import RxSwift

let application = Application(id: "org.example.Tally")
var windows: [TallyWindow] = []
let disposeBag = DisposeBag()
application.rx.activate
    .subscribe(onNext: {
        let tally = TallyWindow()
        windows.append(tally)
        application.add(tally.window)
        tally.window.present()
    })
    .disposed(by: disposeBag)
exit(application.run())
