extension LifeCycleSlice {
  /// Starts the load if the load status is `expected`, with the spinner. Pure.
  mutating func startLoading(from expected: LoadStatus) -> Command? {
    guard loadStatus == expected else { return nil }
    loadStatus = .loading(spinnerFrame: 0)
    if case .failed = expected { status = StatusMessage("Loading again…", kind: .info) }
    return .batch([.persistence(.load), Command.spinnerTick])
  }

  /// Turns the spinner while the load runs; stops asking for ticks once it ended. Pure.
  mutating func advanceSpinner() -> Command? {
    guard case .loading(let frame) = loadStatus else { return nil }
    loadStatus = .loading(spinnerFrame: frame + 1)
    return Command.spinnerTick
  }

  /// Puts the loaded todos with any added meanwhile: the file and the app agree on them.
  /// The list and the synced list share the titles' text. Pure; O(number of chunks).
  mutating func finishLoading(with titles: TitleList) {
    // Todos added meanwhile stay where new todos go: above the loaded ones, or below them.
    let (loaded, change) = document.appendLoaded(titles, beforeAdded: preferences.newToDos == .bottom)
    view.follow(change, in: document)
    loadStatus = .loaded
    saving.syncedList = loaded
    // The demo's todos as loaded: a quit that finds the list so has nothing to offer.
    if quitting.demo != nil { quitting.demo?.loaded = loaded }
    quitting.isBlocked = false
    status = StatusMessage("Loaded \(loaded.count.counted("todo")).", kind: .info)
    if !configProblems.isEmpty { status = configProblemsStatus(after: status?.text) }
    if let seconds = reloading.fileCheckInterval {
      status = unwatchedFileWarning(checkingEvery: seconds)
    }
  }
}
