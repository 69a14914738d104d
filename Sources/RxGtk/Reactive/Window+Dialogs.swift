#if GTK
import CGtk
import Foundation
import RxCocoa
import RxSwift

/// What a message dialog tells the user about.
public enum MessageKind: Sendable {
    /// Information.
    case info
    /// A warning.
    case warning
    /// A question.
    case question
    /// An error.
    case error

    var gtkType: GtkMessageType {
        switch self {
        case .info: GTK_MESSAGE_INFO
        case .warning: GTK_MESSAGE_WARNING
        case .question: GTK_MESSAGE_QUESTION
        case .error: GTK_MESSAGE_ERROR
        }
    }
}

/// The buttons of a message dialog.
public enum MessageButtons: Sendable {
    /// OK.
    case ok
    /// Close.
    case close
    /// Cancel.
    case cancel
    /// Yes and No.
    case yesNo
    /// OK and Cancel.
    case okCancel

    var gtkButtons: GtkButtonsType {
        switch self {
        case .ok: GTK_BUTTONS_OK
        case .close: GTK_BUTTONS_CLOSE
        case .cancel: GTK_BUTTONS_CANCEL
        case .yesNo: GTK_BUTTONS_YES_NO
        case .okCancel: GTK_BUTTONS_OK_CANCEL
        }
    }
}

/// The user's answer to a message dialog.
public enum MessageResponse: Sendable, Equatable {
    /// OK.
    case ok
    /// Cancel.
    case cancel
    /// Close.
    case close
    /// Yes.
    case yes
    /// No.
    case no
    /// The dialog was dismissed without a button: Escape, or its window closed.
    case dismissed

    /// The answer of GTK's response `id`.
    init(_ id: Int) {
        switch id {
        case Int(GTK_RESPONSE_OK.rawValue): self = .ok
        case Int(GTK_RESPONSE_CANCEL.rawValue): self = .cancel
        case Int(GTK_RESPONSE_CLOSE.rawValue): self = .close
        case Int(GTK_RESPONSE_YES.rawValue): self = .yes
        case Int(GTK_RESPONSE_NO.rawValue): self = .no
        default: self = .dismissed
        }
    }
}

/// What a file chooser asks for.
public enum FileChooserMode: Sendable {
    /// An existing file to open.
    case open
    /// A file to save to, possibly new.
    case save
    /// A folder.
    case selectFolder

    var gtkAction: GtkFileChooserAction {
        switch self {
        case .open: GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        case .selectFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
    }
}

extension Reactive where Base: Window {
    /// Shows `text` (and `detail` under it) in a modal message dialog over the window
    /// (`GtkMessageDialog`; GTK 4.8 has no `GtkAlertDialog`): the button the user pressed, or
    /// `.dismissed` for Escape or a closed dialog. The dialog opens when subscribed; disposing
    /// the subscription before the user answers closes it.
    public func showMessage(_ text: String, detail: String? = nil, kind: MessageKind = .info, buttons: MessageButtons = .ok) -> Single<MessageResponse> {
        Observable<MessageResponse>.subscribedOnMainActor { [weak window = base] observer in
            guard let window else {
                observer.on(.completed)
                return {}
            }
            let parent = window.pointer.assumingMemoryBound(to: GtkWindow.self)
            let dialog = OpenDialog(rxgtk_message_dialog_new(parent, GTK_DIALOG_MODAL, kind.gtkType, buttons.gtkButtons, text))
            if let detail {
                rxgtk_object_set_string(dialog.pointer, "secondary-text", detail)
            }
            _ = connectSignalValues("response", of: dialog.pointer) { arguments in
                guard let response = arguments.first?.integer else { return }
                dialog.close()
                observer.on(.next(MessageResponse(response)))
                observer.on(.completed)
            }
            gtk_window_present(dialog.windowPointer)
            return { dialog.close() }
        }
        .asSingle()
    }

    /// Asks the user for a file (or a folder) in a modal file chooser over the window
    /// (`GtkFileChooserDialog`; GTK 4.8 has no `GtkFileDialog`), starting in `folder`, with
    /// `suggestedName` for a file to save: the chosen file's URL, or nothing if the user
    /// cancels (Cancel, Escape, closing the dialog). The dialog opens when subscribed; disposing
    /// the subscription before the user answers closes it. GTK's dialog stops an accept response
    /// emitted before the main loop has run once after it opened (it has no file yet): a user
    /// cannot answer that early, a test must wait until the dialog is shown.
    public func chooseFile(title: String, mode: FileChooserMode = .open, acceptLabel: String = "_Open", folder: URL? = nil, suggestedName: String? = nil) -> Maybe<URL> {
        Observable<URL>.subscribedOnMainActor { [weak window = base] observer in
            guard let window else {
                observer.on(.completed)
                return {}
            }
            let parent = window.pointer.assumingMemoryBound(to: GtkWindow.self)
            let dialog = OpenDialog(rxgtk_file_chooser_dialog_new(title, parent, mode.gtkAction, "_Cancel", acceptLabel))
            let chooser = OpaquePointer(dialog.pointer)
            gtk_window_set_modal(dialog.windowPointer, 1)
            if let folder {
                let file = g_file_new_for_path(folder.path)
                _ = gtk_file_chooser_set_current_folder(chooser, file, nil)
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            if let suggestedName, mode == .save {
                gtk_file_chooser_set_current_name(chooser, suggestedName)
            }
            _ = connectSignalValues("response", of: dialog.pointer) { arguments in
                guard let response = arguments.first?.integer else { return }
                var chosen: URL?
                if response == Int(GTK_RESPONSE_ACCEPT.rawValue), let file = gtk_file_chooser_get_file(chooser) {
                    if let path = g_file_get_path(file) {
                        chosen = URL(fileURLWithPath: String(cString: path))
                        g_free(path)
                    }
                    g_object_unref(UnsafeMutableRawPointer(file))
                }
                dialog.close()
                if let chosen {
                    observer.on(.next(chosen))
                }
                observer.on(.completed)
            }
            hideScrollButtonsOfUnreadPathBars(in: dialog.pointer.assumingMemoryBound(to: GtkWidget.self))
            gtk_window_present(dialog.windowPointer)
            return { dialog.close() }
        }
        .asMaybe()
    }
}

/// Hides the two scroll buttons of each path bar under `widget` that has no folder buttons yet.
///
/// GTK 4.8's path bar (the row of folder buttons atop a file chooser) places none of its
/// children until it has read the folder it shows, which GIO does on GLib's worker threads;
/// yet it shows its scroll buttons from the start. A chooser painted before the read ends
/// would paint them unplaced, and GTK warns "Trying to snapshot GtkButton … without a current
/// allocation" for each frame. The path bar shows them again itself when it places them.
@MainActor
private func hideScrollButtonsOfUnreadPathBars(in widget: UnsafeMutablePointer<GtkWidget>) {
    let children = Widget.children(of: widget)
    guard String(cString: g_type_name(rxgtk_object_type(widget))) == "GtkPathBar" else {
        children.forEach(hideScrollButtonsOfUnreadPathBars)
        return
    }
    // Its folder buttons are toggle buttons; its scroll buttons are plain ones.
    let hasFolderButtons = children.contains { g_type_is_a(rxgtk_object_type($0), gtk_toggle_button_get_type()) != 0 }
    if !hasFolderButtons {
        children.forEach { gtk_widget_set_child_visible($0, 0) }
    }
}
#endif
