/// The help feature's slice: it changes the mode: the help shown over the list or the input
/// line, and its scroll. Pure.
protocol HelpSlice: FeatureContext {
  var mode: Mode { get set }
  var isShowingHelp: Bool { get set }
  var helpScroll: Int { get set }
}

extension State: HelpSlice {}
