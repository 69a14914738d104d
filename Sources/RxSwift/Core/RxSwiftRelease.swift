/// The release of this library a build comes from, for an app that shows what it is built with
/// (an about window, a bug report). Not named `RxSwiftVersion`: a type named after its module
/// and "Version" is left out of symbol graphs, so its documentation would not be built.
public enum RxSwiftRelease {
    /// The release, as `major.minor.patch` of semantic versioning. The major and minor numbers
    /// are those of the RxSwift release whose API the library keeps, so that a package asking
    /// RxSwift for `from: "6.0.0"` accepts it; the patch number is this library's.
    public static let version = "6.10.0"
}
