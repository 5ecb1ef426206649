/// The input line feature's slice: the line's text and cursor, the focus an edit moves to
/// the line, the status line an edit may replace, and Tab's completion (the cycle and the
/// list's words it completes from). Pure.
protocol InputLineSlice: FeatureContext {
  var focus: Focus { get set }
  var input: InputLine { get set }
  var status: StatusMessage? { get set }
  var completion: CompletionCycle? { get set }
  var completionWords: CompletionWords? { get set }
}

extension State: InputLineSlice {}
