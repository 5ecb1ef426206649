/// The editing feature's slice: it changes the mode and the input line (the todo's text to
/// edit, what the line held kept aside), on Enter the todo, and the text refused for a
/// date that does not read (a second Enter saves it as typed). Pure.
protocol EditingSlice: ChangesToDos, ModeSlice {
  var unreadDatesRefused: String? { get set }
}

extension State: EditingSlice {}
