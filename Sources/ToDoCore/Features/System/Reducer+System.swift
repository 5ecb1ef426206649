extension LifeCycleSlice {
  /// The app's life: start, quit, shutdown, resizes, the spinner. Pure.
  mutating func reduce(_ action: SystemAction) -> Command? {
    switch action {
    case .started:
      // The day is read at the start; from then on the next day's timer reads it.
      return .sequence(today == nil ? .system(.readToday) : nil, startLoading(from: .idle))
    case .quit:
      return quit()
    case .shutdown(let exitStatus):
      return shutdown(exitStatus: exitStatus)
    case .stopRequested:
      return handOverTerminal(.stop)
    case .shutdownBoundReached:
      return shutdownBoundReached()
    case .resized(let newSize):
      size = newSize
      scrollHelp(by: 0)  // Back within the help's lines at the new size.
      return nil
    case .tick:
      return advanceSpinner()
    case .dayBegan(let day, let nextDayIn):
      return dayBegan(day, nextDayIn: nextDayIn)
    case .dayEnded:
      return .system(.readToday)
    case .configProblemsFound(let problems):
      configProblems = problems
      status = configProblemsStatus(after: nil)
      return nil
    }
  }
}
