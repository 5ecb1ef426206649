/// Where the load of the todos stands. Pure value.
public enum LoadStatus: Equatable, Sendable {
  /// Nothing asked for yet (before `.started`).
  case idle
  /// The load runs; `spinnerFrame` advances on every `.tick` while it does.
  case loading(spinnerFrame: Int)
  /// The todos arrived.
  case loaded
  /// The load failed with this message; `.reload` starts it again.
  case failed(String)

  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }
}
