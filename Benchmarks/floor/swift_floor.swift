// The Swift floor: what the Swift runtime, Dispatch and FoundationEssentials cost on
// their own at start-up and in memory, before any of the app's code. It writes one line,
// then echoes each byte read from the terminal (raw mode) until Ctrl-C. Built three ways
// by `make bench` (-D WITH_DISPATCH, -D WITH_FOUNDATION), each with the runtime linked in
// statically as the app is.
import Glibc

#if WITH_DISPATCH
  import Dispatch
#endif
#if WITH_FOUNDATION
  import FoundationEssentials
#endif

var saved = termios()
tcgetattr(STDIN_FILENO, &saved)
var raw = saved
cfmakeraw(&raw)
tcsetattr(STDIN_FILENO, TCSANOW, &raw)

#if WITH_DISPATCH
  // Start the Dispatch machinery as the app does (a queue doing work, a timer).
  let queue = DispatchQueue(label: "floor", qos: .userInitiated)
  queue.async {}
  queue.asyncAfter(deadline: .now() + .seconds(3600)) {}
#endif
#if WITH_FOUNDATION
  // Use FoundationEssentials as the app does (JSON for recordings).
  let decoded = try? JSONDecoder().decode([String].self, from: Data("[\"a\"]".utf8))
  precondition(decoded?.first == "a")
#endif

let greeting = "\u{1B}[H\u{1B}[2JTODO - (3) floor\r\n  "
_ = greeting.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
var byte: UInt8 = 0
while read(STDIN_FILENO, &byte, 1) == 1, byte != 3 {
  _ = write(STDOUT_FILENO, &byte, 1)
}
tcsetattr(STDIN_FILENO, TCSANOW, &saved)
