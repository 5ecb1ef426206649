import Glibc
import ToDoRuntime

/// Writes a line to standard error (progress and problems; the table goes to standard output).
func printError(_ line: String) {
  var text = line + "\n"
  text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}

/// A number with two decimals (no Foundation here).
func format(_ value: Double) -> String {
  let hundredths = Int64((value * 100).rounded())
  let whole = hundredths / 100
  let fraction = abs(hundredths % 100)
  return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// An integer with thousands separators.
func grouped(_ value: Int) -> String {
  let digits = String(value)
  var out = ""
  for (offset, character) in digits.enumerated() {
    if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
    out.append(character)
  }
  return out
}

/// A JSON string literal.
func jsonString(_ text: String) -> String { JSONString.literal(text) }

/// The results as the JSON that Benchmarks/drivers/terminal_bench.py reads (`--micro`).
func resultsJSON(_ results: [Measurement], command: String, failures: [String]) -> String {
  let entries = results.map { result in
    """
        {"operation": \(jsonString(result.operation)), "size": \(result.size), \
    "iterations": \(result.iterations), "median_us": \(format(result.medianMicroseconds)), \
    "p90_us": \(format(result.p90Microseconds)), "max_us": \(format(result.maxMicroseconds)), \
    "reducer_median_us": \(format(result.reducerMedianMicroseconds)), \
    "render_median_us": \(format(result.renderMedianMicroseconds)), \
    "release_median_us": \(format(result.releaseMedianMicroseconds)), \
    "draw_ops_median": \(result.drawOpsMedian)}
    """
  }
  return """
    {
      "command": \(jsonString(command)),
      "failures": [\(failures.map(jsonString).joined(separator: ", "))],
      "results": [
    \(entries.joined(separator: ",\n"))
      ]
    }

    """
}
