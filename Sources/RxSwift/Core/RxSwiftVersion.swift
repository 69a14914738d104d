/// This library's version, for an app that shows what it is built with (an about window, a
/// bug report).
public enum RxSwiftVersion {
    /// The release this source is, as `major.minor.patch` of semantic versioning. The major and
    /// minor numbers are those of the RxSwift release whose API the library keeps, so that a
    /// package asking RxSwift for `from: "6.0.0"` accepts it; the patch number is this library's.
    public static let current = "6.10.0"
}
