extension Int {
  /// This count with `noun`, which is in the plural unless the count is one: "1 todo",
  /// "0 todos", "2 characters". `plural` is for nouns that do not just take an "s". Pure.
  public func counted(_ noun: String, plural: String? = nil) -> String {
    "\(self) \(self == 1 ? noun : plural ?? noun + "s")"
  }

  /// This count with `noun` and `verb`, both agreeing with it: "1 commit waits", "2 commits
  /// wait", "1 todo is", "3 todos are". `verb` is given in the plural (`wait`, `are`, `have`,
  /// `were`); a status message puts a verb after a count only through here (a test reads
  /// the sources for it). Pure.
  public func counted(_ noun: String, plural: String? = nil, verb: String) -> String {
    let singular =
      ["are": "is", "have": "has", "were": "was", "do": "does", "go": "goes"][verb] ?? verb + "s"
    return counted(noun, plural: plural) + " " + (self == 1 ? singular : verb)
  }

  /// The verb "was" or "were", to agree with this count. Pure.
  var wasOrWere: String { self == 1 ? "was" : "were" }
}
