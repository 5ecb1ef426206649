extension Int {
  /// This count with `noun`, which is in the plural unless the count is one: "1 todo",
  /// "0 todos", "2 characters". `plural` is for nouns that do not just take an "s". Pure.
  public func counted(_ noun: String, plural: String? = nil) -> String {
    "\(self) \(self == 1 ? noun : plural ?? noun + "s")"
  }

  /// The verb "was" or "were", to agree with this count. Pure.
  var wasOrWere: String { self == 1 ? "was" : "were" }
}
