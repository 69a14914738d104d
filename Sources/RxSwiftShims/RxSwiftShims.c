// Everything RxSwiftShims offers is in its header; SwiftPM needs one source file for a C target.
