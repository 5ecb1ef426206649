/// The help feature's slice: it changes the mode: the help shown over the list or the input
/// line, and its scroll; and the status line, to say that a key has no command in the mode
/// and which key shows the help. Pure.
protocol HelpSlice: FeatureContext {
  var mode: Mode { get set }
  var status: StatusMessage? { get set }
  var isShowingHelp: Bool { get set }
  var helpScroll: Int { get set }
}

extension State: HelpSlice {}
