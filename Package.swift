// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "todo",
  products: [
    .executable(name: "todo", targets: ["todo"])
  ],
  dependencies: [
    // Tests only: readable diffs of two states when a reducer test fails.
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3")
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    .target(name: "ToDoCore"),
    .target(name: "ToDoRuntime", dependencies: ["ToDoCore"]),
    // The terminal's protocol, pure: bytes into UTF-8 and keys, mouse reports and pastes.
    .target(name: "TerminalProtocol", dependencies: ["ToDoCore"]),
    .target(name: "ToDoTerminal", dependencies: ["ToDoCore", "TerminalProtocol", "CNcurses"]),
    .executableTarget(
      name: "todo",
      dependencies: ["ToDoCore", "ToDoRuntime", "ToDoTerminal"]
    ),
    .executableTarget(name: "ToDoBenchmarks", dependencies: ["ToDoCore", "ToDoRuntime"]),
    .target(name: "ToDoTestSupport", dependencies: ["ToDoCore"], path: "Tests/ToDoTestSupport"),
    .testTarget(
      name: "ToDoCoreTests",
      dependencies: [
        "ToDoCore", "ToDoTestSupport", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]),
    .testTarget(
      name: "TerminalProtocolTests", dependencies: ["TerminalProtocol", "ToDoCore", "ToDoTestSupport"]),
    .testTarget(name: "ToDoRuntimeTests", dependencies: ["ToDoCore", "ToDoRuntime", "ToDoTestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["todo"]),
  ],
  swiftLanguageModes: [.v6]
)
