// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "todo",
  products: [
    .executable(name: "todo", targets: ["todo"])
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    .target(name: "ToDoCore"),
    .target(name: "ToDoRuntime", dependencies: ["ToDoCore"]),
    .target(name: "ToDoTerminal", dependencies: ["ToDoCore", "CNcurses"]),
    .executableTarget(
      name: "todo",
      dependencies: ["ToDoCore", "ToDoRuntime", "ToDoTerminal"]
    ),
    .executableTarget(name: "ToDoBenchmarks", dependencies: ["ToDoCore", "ToDoRuntime"]),
    .target(name: "ToDoTestSupport", dependencies: ["ToDoCore"], path: "Tests/ToDoTestSupport"),
    .testTarget(name: "ToDoCoreTests", dependencies: ["ToDoCore", "ToDoTestSupport"]),
    .testTarget(name: "ToDoRuntimeTests", dependencies: ["ToDoCore", "ToDoRuntime", "ToDoTestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["todo"]),
  ],
  swiftLanguageModes: [.v6]
)
