extension Int {
  /// `self + other`, or the nearest representable value when the sum does not fit: counts
  /// carried by actions come from files too (a replayed recording), and may be anything. Pure.
  func saturatingAdding(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  /// `self - other`, or the nearest representable value when the difference does not fit. Pure.
  func saturatingSubtracting(_ other: Int) -> Int {
    let (difference, overflow) = subtractingReportingOverflow(other)
    return overflow ? (other < 0 ? .max : .min) : difference
  }

  /// `self * other`, or the nearest representable value when the product does not fit. Pure.
  func saturatingMultiplied(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
  }
}
