import RxCocoa
import RxGtk
import RxRelay
import RxSwift

/// A notes app in two panes: the notes on the left, the note being edited on the right. The
/// note being edited is one relay bound both ways to the list's selection
/// (`rx.selectedModel`), so the user's selection opens a note and the page's own changes (a
/// new note, a deletion) select one; the editor's fields are drafts bound both ways to the
/// entry and the text view, so loading another note into them is seen by Save. A menu button's
/// menu activates the page's actions (New, Delete, About); Enter in the title saves, through
/// the window's default widget.
@MainActor
public final class NotesPage: GalleryPage {
    public static let name = "notes"
    public static let title = "Notes"

    /// A note.
    public nonisolated struct Note: Identifiable, Equatable, Sendable {
        /// The note's identity, kept as it is edited.
        public let id: Int
        /// Its title, what the list shows.
        public var title: String
        /// Its text.
        public var body: String

        /// The note `id`.
        public init(id: Int, title: String, body: String) {
            self.id = id
            self.title = title
            self.body = body
        }
    }

    public let root: Widget
    public let list = ListView()
    public let split = Paned(.horizontal)
    public let titleField = Entry(placeholder: "Title")
    public let bodyView = TextView()
    public let save = Button(label: "Save")
    public let menuButton = MenuButton(iconName: "open-menu-symbolic")
    public let status = Label()
    /// The page's actions, "notes.new", "notes.delete" and "notes.about", which the menu's
    /// items name.
    public let newNote = SimpleAction(name: "new")
    public let deleteNote = SimpleAction(name: "delete")
    public let showAbout = SimpleAction(name: "about")
    /// The notes, in order.
    public let notes = BehaviorRelay(value: [
        Note(id: 1, title: "Shopping", body: "Milk, eggs, flour"),
        Note(id: 2, title: "Ideas", body: "A gallery page for every widget"),
        Note(id: 3, title: "Books", body: "Dune\nThe Left Hand of Darkness"),
    ])
    /// The note being edited, the list's selection: `nil` when none is.
    public let current = BehaviorRelay<Note?>(value: nil)
    /// The title and the text in the editor, bound both ways to its fields.
    public let titleDraft = BehaviorRelay(value: "")
    public let bodyDraft = BehaviorRelay(value: "")
    /// The about dialog, once shown.
    public private(set) var aboutDialog: AboutDialog?
    private var nextID = 4
    private let disposeBag = DisposeBag()

    /// Enter in the title presses Save.
    public var defaultWidget: Widget? {
        save
    }

    public init() {
        let page = pageFrame(
            title: "Notes",
            explanation: "Choose a note to edit it; Save (or Enter in the title) keeps your changes. The menu adds and deletes notes. The selection is one relay, bound both ways to the list."
        )
        let toolbar = Box(.horizontal, spacing: 8)
        status.expandsHorizontally = true
        status.horizontalAlignment = .start
        toolbar.append(status)
        toolbar.append(menuButton)
        page.append(toolbar)

        let editor = Box(.vertical, spacing: 8)
        editor.setMargins(8)
        titleField.activatesDefault = true
        editor.append(titleField)
        let bodyScroller = ScrolledWindow(child: bodyView)
        bodyScroller.expandsVertically = true
        editor.append(bodyScroller)
        save.horizontalAlignment = .end
        editor.append(save)
        let notesScroller = ScrolledWindow(child: list)
        notesScroller.sizeRequest = (width: 180, height: -1)
        split.startChild = notesScroller
        split.endChild = editor
        split.position = 220
        split.expandsVertically = true
        page.append(split)
        root = page

        let menu = Menu()
        menu.append("New note", action: "notes.new")
        menu.append("Delete note", action: "notes.delete")
        let help = Menu()
        help.append("About Notes", action: "notes.about")
        menu.appendSection(help)
        menuButton.menu = menu
        for action in [newNote, deleteNote, showAbout] {
            root.addAction(action, prefix: "notes")
        }

        notes.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, note: Note) in
            let cell = list.dequeueCell()
            cell.text = note.title.isEmpty ? "Untitled" : note.title
            return cell
        }
        .disposed(by: disposeBag)
        // The relay's note is selected first, then the user's selections reach the relay.
        current.bind(to: list.rx.selectedModel(Note.self)).disposed(by: disposeBag)
        list.rx.selectedModel(Note.self).bind(to: current).disposed(by: disposeBag)

        titleDraft.bind(to: titleField.rx.text).disposed(by: disposeBag)
        titleField.rx.text.orEmpty.bind(to: titleDraft).disposed(by: disposeBag)
        bodyDraft.bind(to: bodyView.rx.text).disposed(by: disposeBag)
        bodyView.rx.text.bind(to: bodyDraft).disposed(by: disposeBag)
        // Another note opens in the editor.
        let opened = current.distinctUntilChanged { $0?.id == $1?.id }
        opened.map { $0?.title ?? "" }.bind(to: titleDraft).disposed(by: disposeBag)
        opened.map { $0?.body ?? "" }.bind(to: bodyDraft).disposed(by: disposeBag)

        titleDraft.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .bind(to: save.rx.isEnabled)
            .disposed(by: disposeBag)
        current.map { $0 != nil }.bind(to: deleteNote.rx.isEnabled).disposed(by: disposeBag)
        Observable.combineLatest(notes, current) { notes, current in
            let count = "\(notes.count) note\(notes.count == 1 ? "" : "s")"
            return current.map { "\(count), editing “\($0.title)”" } ?? count
        }
        .bind(to: status.rx.text)
        .disposed(by: disposeBag)

        save.rx.tap.subscribe(onNext: { [weak self] in self?.saveDraft() }).disposed(by: disposeBag)
        newNote.rx.activated.subscribe(onNext: { [weak self] in self?.addNote() }).disposed(by: disposeBag)
        deleteNote.rx.activated.subscribe(onNext: { [weak self] in self?.deleteCurrent() }).disposed(by: disposeBag)
        showAbout.rx.activated.subscribe(onNext: { [weak self] in self?.presentAbout() }).disposed(by: disposeBag)

        current.accept(notes.value.first)
    }

    /// Writes the drafts into the note being edited, or into a new note when none is.
    private func saveDraft() {
        var note = current.value ?? Note(id: takeID(), title: "", body: "")
        note.title = titleDraft.value
        note.body = bodyDraft.value
        var saved = notes.value
        if let index = saved.firstIndex(where: { $0.id == note.id }) {
            saved[index] = note
        } else {
            saved.append(note)
        }
        notes.accept(saved)
        current.accept(note)
    }

    /// Adds an untitled note after the others and opens it, the title ready to type.
    private func addNote() {
        let note = Note(id: takeID(), title: "", body: "")
        notes.accept(notes.value + [note])
        current.accept(note)
        titleField.grabFocus()
    }

    /// Deletes the note being edited and opens the one after it (or before, for the last).
    private func deleteCurrent() {
        guard let note = current.value, let index = notes.value.firstIndex(where: { $0.id == note.id }) else { return }
        var kept = notes.value
        kept.remove(at: index)
        notes.accept(kept)
        current.accept(kept.isEmpty ? nil : kept[min(index, kept.count - 1)])
    }

    /// Shows the about dialog over the page's window.
    private func presentAbout() {
        let about = aboutDialog ?? AboutDialog(
            programName: "Notes",
            version: "1.0",
            comments: "A two-pane notes app of the RxSwift on GTK gallery."
        )
        aboutDialog = about
        about.present(over: root.window)
    }

    /// A new note's identity.
    private func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    public func playDemo() {
        list.select(row: 1)
        bodyView.type("\nA notes app in two panes")
        titleField.type(" for the gallery")
        save.click()
    }
}
