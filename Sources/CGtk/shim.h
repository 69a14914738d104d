#ifndef RXGTK_SHIM_H
#define RXGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
// GSettings' backends (the memory backend of tests and demos) are declared only on request.
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

// What Swift cannot call directly: GLib's function-like macros and variadic functions, wrapped
// in small inline functions. Nothing here holds state.

/// Connects `handler` to `signal` of `instance`; `destroy` releases `data` when the handler is
/// disconnected or the instance is finalized.
static inline gulong rxgtk_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// Emits a signal without arguments and without a return value, such as "clicked" or "activate".
static inline void rxgtk_signal_emit_by_name(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/// Emits a list view's "activate" for the row at `position`, as GTK does on a double click.
static inline void rxgtk_list_view_emit_activate(gpointer list_view, guint position) {
    g_signal_emit_by_name(list_view, "activate", position);
}

/// Reads a string property of a GObject into `value`, which the caller frees with `g_free`
/// (`g_object_get` is variadic).
static inline void rxgtk_object_get_string(gpointer instance, const char *property, char **value) {
    g_object_get(instance, property, value, NULL);
}

/// Sets a string property of a GObject (`g_object_set` is variadic).
static inline void rxgtk_object_set_string(gpointer instance, const char *property, const char *value) {
    g_object_set(instance, property, value, NULL);
}

/// A message dialog showing `text` as is (`gtk_message_dialog_new` takes a format string and is
/// variadic).
static inline GtkWidget *rxgtk_message_dialog_new(GtkWindow *parent, GtkDialogFlags flags, GtkMessageType type, GtkButtonsType buttons, const char *text) {
    return gtk_message_dialog_new(parent, flags, type, buttons, "%s", text);
}

/// A file chooser dialog with a cancel button (`GTK_RESPONSE_CANCEL`) and an accept button
/// (`GTK_RESPONSE_ACCEPT`) (`gtk_file_chooser_dialog_new` takes its buttons variadically).
static inline GtkWidget *rxgtk_file_chooser_dialog_new(const char *title, GtkWindow *parent, GtkFileChooserAction action, const char *cancel_label, const char *accept_label) {
    return gtk_file_chooser_dialog_new(title, parent, action, cancel_label, GTK_RESPONSE_CANCEL, accept_label, GTK_RESPONSE_ACCEPT, NULL);
}

/// `G_OBJECT(widget)` without the type check: the widgets wrapped here are GObjects.
static inline GObject *rxgtk_object(gpointer instance) {
    return (GObject *)instance;
}

/// The description of the property `name` of a GObject, or `NULL` if its class has none
/// (`G_OBJECT_GET_CLASS` is a macro).
static inline GParamSpec *rxgtk_object_find_property(gpointer instance, const char *name) {
    return g_object_class_find_property(G_OBJECT_GET_CLASS(instance), name);
}

/// The type of a GObject instance (`G_OBJECT_TYPE` is a macro).
static inline GType rxgtk_object_type(gpointer instance) {
    return G_OBJECT_TYPE(instance);
}

// GLib's fundamental types, which are macros over a shifted number.

/// `G_TYPE_BOOLEAN`.
static inline GType rxgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
/// `G_TYPE_CHAR`.
static inline GType rxgtk_type_char(void) { return G_TYPE_CHAR; }
/// `G_TYPE_UCHAR`.
static inline GType rxgtk_type_uchar(void) { return G_TYPE_UCHAR; }
/// `G_TYPE_INT`.
static inline GType rxgtk_type_int(void) { return G_TYPE_INT; }
/// `G_TYPE_UINT`.
static inline GType rxgtk_type_uint(void) { return G_TYPE_UINT; }
/// `G_TYPE_LONG`.
static inline GType rxgtk_type_long(void) { return G_TYPE_LONG; }
/// `G_TYPE_ULONG`.
static inline GType rxgtk_type_ulong(void) { return G_TYPE_ULONG; }
/// `G_TYPE_INT64`.
static inline GType rxgtk_type_int64(void) { return G_TYPE_INT64; }
/// `G_TYPE_UINT64`.
static inline GType rxgtk_type_uint64(void) { return G_TYPE_UINT64; }
/// `G_TYPE_ENUM`.
static inline GType rxgtk_type_enum(void) { return G_TYPE_ENUM; }
/// `G_TYPE_FLAGS`.
static inline GType rxgtk_type_flags(void) { return G_TYPE_FLAGS; }
/// `G_TYPE_FLOAT`.
static inline GType rxgtk_type_float(void) { return G_TYPE_FLOAT; }
/// `G_TYPE_DOUBLE`.
static inline GType rxgtk_type_double(void) { return G_TYPE_DOUBLE; }
/// `G_TYPE_STRING`.
static inline GType rxgtk_type_string(void) { return G_TYPE_STRING; }
/// `G_TYPE_OBJECT`.
static inline GType rxgtk_type_object(void) { return G_TYPE_OBJECT; }
/// `G_TYPE_INTERFACE`.
static inline GType rxgtk_type_interface(void) { return G_TYPE_INTERFACE; }

// libdispatch's hooks for a foreign run loop (the ones CoreFoundation's run loop uses on Linux):
// the descriptor that becomes readable when work is queued on the main queue, and the call that
// runs that work. Declared here because libdispatch's public header does not export them.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

// glibc 2.33 and later count the allocator's bytes in use in `mallinfo2`.
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#define RXGTK_HAS_MALLINFO2 1
#include <malloc.h>
#endif

/// The bytes glibc's allocator has handed out and not got back (chunks in use in its arenas and
/// chunks mapped on their own), which the soak test reads beside the resident memory: unlike
/// the resident pages, it does not count memory freed but kept by the allocator. 0 without
/// glibc 2.33 or later.
static inline size_t rxgtk_malloc_bytes_in_use(void) {
#ifdef RXGTK_HAS_MALLINFO2
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

#endif
