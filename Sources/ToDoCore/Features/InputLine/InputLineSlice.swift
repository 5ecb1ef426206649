/// The input line feature's slice: the line's text and cursor, the focus an edit moves to
/// the line, and the status line an edit may replace. Pure.
protocol InputLineSlice: FeatureContext {
  var focus: Focus { get set }
  var input: InputLine { get set }
  var status: StatusMessage? { get set }
}

extension State: InputLineSlice {}
