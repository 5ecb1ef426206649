/// The links' slice: it changes the status line only; the link and the text it acts on
/// are the selected todo's, read through the context. Pure.
protocol LinksSlice: FeatureContext {
  var status: StatusMessage? { get set }
}

extension State: LinksSlice {}
