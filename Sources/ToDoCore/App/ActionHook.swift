/// What the root knows of the action just reduced, handed to each feature's hook: the
/// action, what the state was before it where a hook compares, and whether a hook asked
/// for the changes to be saved at once. A local value of one `reduce`, never kept in the
/// state. Pure.
struct ActionStep {
  /// The action just reduced.
  let action: Action
  /// The list before the action, held only while todos are marked (the marks follow the
  /// list when it changes; holding it otherwise would make the first change copy the list).
  let todosBefore: ToDoList?
  /// The document's revision the changes are counted from: before the action, or the new
  /// list's own once another list is shown (its revision is not this one's). Set by the
  /// root before the hooks that save.
  var since = 0
  /// Set by a hook when the changes must be saved now, not after the debounce (a move, an
  /// archive, a merged conflict copy, whose todos must be on disk before they go on).
  var savesNow = false

  /// Whether the document changed since `since`.
  func documentChanged(_ state: State) -> Bool { state.document.revision != since }
}

/// A feature's own step after every action (decision 0330), declared in the feature's
/// folder as a static function of `ActionHook` and called by the root in the order of
/// `ActionHook`'s phases (`App/ActionHooks.swift`): what the feature must follow (the
/// marks follow the list), go on with (a sync waiting for the saves) or ask (a save now).
/// Each is `(inout State, inout ActionStep) -> Command?`: it may change the state, may ask
/// for a command (sequenced after those before it), may set `savesNow`. Called directly,
/// not through a table of closures, so that the optimiser sees them: a key runs every one.
/// Cheap when it has nothing to do: a comparison or two. Pure.
enum ActionHook {}
