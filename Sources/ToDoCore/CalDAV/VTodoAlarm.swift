/// A todo's `rem:` as a `VALARM` of its `VTODO` (decision 0347): the reminder is the first
/// alarm that rings at a time (`ACTION` `DISPLAY` or `AUDIO`, no `X-APPLE-PROXIMITY`, a
/// `TRIGGER` at a time or a duration from `DUE` or `DTSTART` the task has). A trigger at a
/// time reads as `rem:` at that local time; one from `DUE` as a `rem:` counted from the
/// due date; one from `DTSTART` as the time it comes to. A changed `rem:` rewrites that
/// alarm's `TRIGGER` and nothing else; a new one adds an alarm; a `rem:` taken away takes
/// away the alarms that ring at a time. Every other alarm and line keeps its bytes. Pure.
enum VTodoAlarm {
  /// What an alarm's trigger counts from.
  enum Relation: Equatable {
    case absolute
    case due
    case start
  }

  /// The alarm that is the todo's reminder: its place in `todo.items`, what its trigger
  /// counts from and the wall-clock second it rings at.
  static func mapped(in todo: ICalComponent, zone: WallClockZone) -> (
    index: Int, relation: Relation, wall: Int
  )? {
    for (index, item) in todo.items.enumerated() {
      guard case .component(let alarm) = item, let ring = ring(of: alarm, in: todo, zone: zone) else {
        continue
      }
      return (index, ring.relation, ring.wall)
    }
    return nil
  }

  /// The reminder `todo`'s alarms say (nil: none rings at a time, or at one `rem:` cannot
  /// spell).
  static func reminder(of todo: ICalComponent, zone: WallClockZone) -> Reminder? {
    guard let mapped = mapped(in: todo, zone: zone) else { return nil }
    let time = LocalTime(day: CalendarDate(dayNumber: 0), minute: floorDivision(mapped.wall, 60))
    let reminder: Reminder
    if mapped.relation == .due, let due = todo.property("DUE").flatMap(ICalDateValue.init)?.date {
      reminder = .fromDue(days: time.day.dayNumber - due.dayNumber, minute: time.minute)
    } else {
      reminder = .at(time)
    }
    // Only what a `rem:` value writes and reads back the same.
    return Reminder(spelled: reminder.spelled) == reminder ? reminder : nil
  }

  /// Makes `todo`'s alarms say `wanted` (a reminder counted from the due date needs the
  /// task's `DUE`), with `description` for an alarm it adds; whether anything changed.
  static func set(_ wanted: Reminder?, in todo: inout ICalComponent, description: String, zone: WallClockZone)
    -> Bool
  {
    guard reminder(of: todo, zone: zone) != wanted else { return false }
    let end = todo.lineEnd
    guard let wanted else {
      let snapshot = todo
      todo.items.removeAll { item in
        if case .component(let alarm) = item {
          ring(of: alarm, in: snapshot, zone: zone) != nil
        } else {
          false
        }
      }
      return true
    }
    if let mapped = mapped(in: todo, zone: zone), case .component(var alarm) = todo.items[mapped.index],
      let old = alarm.property("TRIGGER"),
      let trigger = trigger(
        for: wanted, in: todo, replacing: (old, mapped.relation), zone: zone, lineEnd: end)
    {
      alarm.replaceProperties("TRIGGER", with: [trigger])
      todo.items[mapped.index] = .component(alarm)
      return true
    }
    guard let trigger = trigger(for: wanted, in: todo, replacing: nil, zone: zone, lineEnd: end) else {
      return false
    }
    func line(_ name: String, _ value: String) -> ICalContentLine {
      ICalContentLine(name: name, value: value, lineEnd: end)
    }
    let text = description.trimmingBlanks.isEmpty ? "Reminder" : description
    let alarm = ICalComponent(
      begin: line("BEGIN", "VALARM"),
      items: [
        .property(line("ACTION", "DISPLAY")), .property(line("DESCRIPTION", ICalText.escape(text))),
        .property(trigger),
      ],
      end: line("END", "VALARM"))
    todo.items.append(.component(alarm))
    return true
  }

  /// When `alarm` of `todo` rings, as a wall-clock second, and what its trigger counts
  /// from; nil for an alarm that is not a reminder at a time.
  private static func ring(of alarm: ICalComponent, in todo: ICalComponent, zone: WallClockZone)
    -> (relation: Relation, wall: Int)?
  {
    guard alarm.name == "VALARM", let action = alarm.property("ACTION")?.value.uppercased(),
      action == "DISPLAY" || action == "AUDIO", alarm.property("X-APPLE-PROXIMITY") == nil,
      let trigger = alarm.property("TRIGGER")
    else { return nil }
    if (trigger.parameter("VALUE")?.uppercased() ?? "DURATION") == "DURATION" {
      guard let seconds = duration(trigger.value) else { return nil }
      let fromDue = trigger.parameter("RELATED")?.uppercased() == "END"
      guard let anchor = todo.property(fromDue ? "DUE" : "DTSTART").flatMap(ICalDateValue.init) else {
        return nil
      }
      return (fromDue ? .due : .start, wallSecond(of: anchor, zone: zone) + seconds)
    }
    guard let time = ICalDateValue(trigger), !time.isDate else { return nil }
    return (.absolute, wallSecond(of: time, zone: zone))
  }

  /// The `TRIGGER` line that rings at `reminder`'s time: counted from `DUE` for a reminder
  /// counted from the due date; from `DTSTART` for a time, when the alarm it replaces
  /// counted from there; else at the time in UTC. A replaced line's parameters stay when
  /// it counted from the same property. Nil when the task lacks the `DUE` it needs.
  private static func trigger(
    for reminder: Reminder, in todo: ICalComponent,
    replacing old: (line: ICalContentLine, relation: Relation)?,
    zone: WallClockZone, lineEnd: String
  ) -> ICalContentLine? {
    func relative(to name: String, _ relation: Relation, wall: Int, default parameters: [ICalParameter])
      -> ICalContentLine?
    {
      guard let anchor = todo.property(name).flatMap(ICalDateValue.init) else { return nil }
      let kept = old?.relation == relation ? old?.line.parameters ?? parameters : parameters
      return ICalContentLine(
        name: "TRIGGER", parameters: kept,
        value: duration(seconds: wall - wallSecond(of: anchor, zone: zone)),
        lineEnd: lineEnd)
    }
    switch reminder {
    case .fromDue(let days, let minute):
      guard let due = todo.property("DUE").flatMap(ICalDateValue.init)?.date else { return nil }
      let wall = due.adding(days: days).dayNumber * 86_400 + minute * 60
      return relative(to: "DUE", .due, wall: wall, default: [ICalParameter(name: "RELATED", values: ["END"])])
    case .at(let time):
      let wall = time.minutesSinceEpoch * 60
      if old?.relation == .start, let line = relative(to: "DTSTART", .start, wall: wall, default: []) {
        return line
      }
      let utc = zone.utc(ofWall: wall)
      var value = ICalDateValue(date: CalendarDate(dayNumber: floorDivision(utc, 86_400)))
      let second = utc - floorDivision(utc, 86_400) * 86_400
      value.time = (second / 3_600, second / 60 % 60, second % 60)
      value.zone = .utc
      return ICalContentLine(
        name: "TRIGGER", parameters: [ICalParameter(name: "VALUE", values: ["DATE-TIME"])],
        value: value.line("TRIGGER").value, lineEnd: lineEnd)
    }
  }

  /// The wall-clock second of a `DATE` (its midnight) or `DATE-TIME` (a UTC one in the
  /// user's zone; a floating one or one with a `TZID` as written, as its day is read).
  private static func wallSecond(of value: ICalDateValue, zone: WallClockZone) -> Int {
    let clock = value.time.map { $0.hour * 3_600 + $0.minute * 60 + $0.second } ?? 0
    let written = value.date.dayNumber * 86_400 + clock
    return value.zone == .utc ? zone.wall(ofUTC: written) : written
  }

  /// Seconds of an RFC 5545 duration (`-P1DT15H`, `PT0S`, `P2W`); nil for anything else.
  static func duration(_ text: String) -> Int? {
    var scalars = Substring(text.trimmingBlanks).unicodeScalars[...]
    var sign = 1
    if let first = scalars.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      scalars = scalars.dropFirst()
    }
    guard scalars.first == "P" || scalars.first == "p" else { return nil }
    scalars = scalars.dropFirst()
    var total = 0
    var number: Int?
    var inTime = false
    var parts = 0
    for scalar in scalars {
      if let digit = Int(String(scalar)), ("0"..."9").contains(scalar) {
        guard (number ?? 0) < 100_000_000 else { return nil }
        number = (number ?? 0) * 10 + digit
        continue
      }
      let unit: Int
      switch (String(scalar).uppercased(), inTime) {
      case ("T", false):
        guard number == nil else { return nil }
        inTime = true
        continue
      case ("W", false): unit = 604_800
      case ("D", false): unit = 86_400
      case ("H", true): unit = 3_600
      case ("M", true): unit = 60
      case ("S", true): unit = 1
      default: return nil
      }
      guard let count = number else { return nil }
      total += count * unit
      number = nil
      parts += 1
    }
    guard number == nil, parts > 0 else { return nil }
    return sign * total
  }

  /// `seconds` as an RFC 5545 duration: `-PT15H`, `P1DT8H30M`, `PT0S`.
  static func duration(seconds: Int) -> String {
    var rest = abs(seconds)
    let days = rest / 86_400
    rest %= 86_400
    let (hours, minutes, secs) = (rest / 3_600, rest / 60 % 60, rest % 60)
    var text = (seconds < 0 ? "-" : "") + "P"
    if days > 0 { text += "\(days)D" }
    if rest > 0 || days == 0 {
      text += "T"
      if hours > 0 { text += "\(hours)H" }
      if minutes > 0 { text += "\(minutes)M" }
      if secs > 0 || rest == 0 { text += "\(secs)S" }
    }
    return text
  }

  /// `value / divisor` rounded down. Pure.
  private static func floorDivision(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }
}
