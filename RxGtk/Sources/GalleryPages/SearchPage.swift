import RxCocoa
import RxGtk
import RxSwift

/// A search over a few thousand local items: the query is debounced, each search runs on a
/// background queue, and `flatMapLatest` drops a search as soon as the query changes again;
/// the matches fill a list and their count a label.
@MainActor
public final class SearchPage: GalleryPage {
    public static let name = "search"
    public static let title = "Search"

    /// The items searched: every pairing of a colour and a thing.
    public nonisolated static let catalogue: [String] = {
        let colours = ["Amber", "Azure", "Beige", "Black", "Blue", "Bronze", "Brown", "Coral", "Crimson", "Cyan",
                       "Gold", "Gray", "Green", "Indigo", "Ivory", "Jade", "Khaki", "Lavender", "Lemon", "Lilac",
                       "Lime", "Magenta", "Maroon", "Mint", "Navy", "Olive", "Orange", "Peach", "Pink", "Plum",
                       "Purple", "Red", "Rose", "Ruby", "Rust", "Salmon", "Sand", "Silver", "Teal", "Violet"]
        let things = ["Anchor", "Apple", "Arrow", "Balloon", "Basket", "Bell", "Bicycle", "Boat", "Book", "Bottle",
                      "Bridge", "Brush", "Bucket", "Button", "Camera", "Candle", "Chair", "Clock", "Cloud", "Comb",
                      "Crown", "Cup", "Door", "Drum", "Feather", "Flag", "Flower", "Fork", "Glove", "Guitar",
                      "Hammer", "Hat", "Kettle", "Key", "Kite", "Ladder", "Lamp", "Leaf", "Lock", "Mirror",
                      "Mug", "Needle", "Pencil", "Piano", "Pillow", "Plate", "Ribbon", "Ring", "Rocket", "Rope",
                      "Scarf", "Shell", "Shoe", "Spoon", "Star", "Stone", "Table", "Tent", "Train", "Umbrella",
                      "Vase", "Wagon", "Wheel", "Whistle", "Window", "Yarn", "Yacht", "Zipper", "Bench", "Cactus",
                      "Drawer", "Engine", "Fence", "Globe", "Helmet", "Island", "Jacket", "Lantern", "Magnet", "Notebook"]
        return colours.flatMap { colour in things.map { "\(colour) \($0)" } }
    }()

    public let root: Widget
    public let query = SearchEntry(placeholder: "search, for example \"blue\" or \"lamp\"")
    public let matchCount = Label()
    public let results = ListView()
    private let disposeBag = DisposeBag()

    public init() {
        let page = pageFrame(title: "Search", explanation: "\(SearchPage.catalogue.count) items, searched on a background queue as you type.")
        page.append(query)
        page.append(matchCount)
        page.append(ScrolledWindow(child: results))
        root = page

        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let matches = query.rx.text.orEmpty.asDriver()
            .debounce(.milliseconds(200))
            .distinctUntilChanged()
            .flatMapLatest { text -> Driver<[String]> in
                Observable.just(text)
                    .observe(on: background)
                    .map { SearchPage.search($0) }
                    .asDriver(onErrorJustReturn: [])
            }
        matches
            .map { "\($0.count) of \(SearchPage.catalogue.count) items match" }
            .drive(matchCount.rx.text)
            .disposed(by: disposeBag)
        matches
            .drive(results.rx.items) { list, _, item in
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Label()]) }
                cell.content(Label.self)?.text = item
                return cell
            }
            .disposed(by: disposeBag)
    }

    /// The items whose words all start with one of the words of `query`, in order; every item
    /// for an empty query.
    public nonisolated static func search(_ query: String) -> [String] {
        let words = query.lowercased().split(separator: " ")
        if words.isEmpty { return catalogue }
        return catalogue.filter { item in
            let itemWords = item.lowercased().split(separator: " ")
            return words.allSatisfy { word in itemWords.contains { $0.hasPrefix(word) } }
        }
    }

    /// Searches for "blue".
    public func playDemo() {
        query.type("blue")
    }
}
