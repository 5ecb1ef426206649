#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The seeds of the randomized tests. Each such test takes its seed as its argument, so that
/// a failure names it (`seed → 12`); `TODO_TEST_SEED=12 swift test --filter …` then runs the
/// randomized tests with that seed alone, to replay the failure.
public enum TestSeed {
  /// The environment variable that gives the seed to replay (decimal, or hex after `0x`).
  public static let variable = "TODO_TEST_SEED"

  /// The seed the environment gives, if any. A value that is no seed stops the run, saying
  /// so, rather than running the usual seeds as if it had been read.
  public static var fromEnvironment: UInt64? {
    guard let raw = getenv(variable) else { return nil }
    let text = String(cString: raw)
    let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    guard let seed else {
      preconditionFailure("\(variable)=\(text) is no seed: write a number such as 42 or 0x5EED")
    }
    return seed
  }

  /// `defaults`, or only the seed the environment gives.
  public static func seeds(_ defaults: [UInt64]) -> [UInt64] {
    fromEnvironment.map { [$0] } ?? defaults
  }
}
