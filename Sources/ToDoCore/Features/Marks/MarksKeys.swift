/// Marking from the list: Space marks, Esc clears the marks. Pure data.
enum MarksKeys {
  static let browsing = [
    Binding([" "], "toggleMark", .marks(.toggle), "mark")
  ]
}
