// `import RxCocoa` alone brings the relays, as it does with upstream RxCocoa: UI code keeps its
// state in `BehaviorRelay`s and `PublishRelay`s and usually imports only RxCocoa.
@_exported import RxRelay
