extension FeatureContext {
  /// The picker open over the list, if any.
  public var picker: Picker? {
    if case .picking(let picker) = mode { picker } else { nil }
  }

  /// Whether a box covers the list: the help, or a picker (the screen is then composed
  /// whole).
  var coversList: Bool { isShowingHelp || picker != nil }

  /// How many entries the open picker lists (0 while its projects are counted).
  var pickerEntryCount: Int {
    switch picker?.content {
    case .tags(let counts, _)?: counts?.count ?? 0
    case .views?: savedViews.count
    case .changes?: outsideChanges?.changes.count ?? 0
    case .lists(let entries, _)?: entries?.count ?? 0
    case .history(let events, _)?: events?.count ?? 0
    case nil: 0
    }
  }

  /// Where the open picker's box goes at this size; nil when none is open.
  public var pickerLayout: PickerLayout? {
    guard let picker else { return nil }
    // The changes' and the history's lines are todos, before and after: as wide as the
    // screen.
    let widest: Int
    switch picker.content {
    case .changes, .history: widest = size.columns - 2
    case .tags, .views, .lists: widest = PickerLayout.widest
    }
    return PickerLayout(size, entryCount: pickerEntryCount, widest: widest)
  }
}
