/// What pasted text becomes in the one-line input. Pure.
///
/// A paste never submits: line breaks and tabs become single spaces (so a pasted list
/// becomes one line the user can edit, rather than many todos added by surprise), and
/// every other control character is dropped.
public enum PastedText {
  public static func inputText(_ pasted: String) -> String {
    var result = ""
    var lastWasSpace = false
    for scalar in pasted.unicodeScalars {
      let value = scalar.value
      if value == 0x0A || value == 0x0D || value == 0x09 {
        if !lastWasSpace { result.unicodeScalars.append(" ") }
        lastWasSpace = true
        continue
      }
      if scalar.isTerminalControl { continue }
      result.unicodeScalars.append(scalar)
      lastWasSpace = scalar == " "
    }
    return result
  }
}
