import ArgumentParser
import SBDBReports

/// The time and memory one query may take, its output included (`QueryBudget`): `query` and
/// `report` share them.
struct QueryLimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Seconds one query may run, its output included, before it is stopped. Default: 300.", valueName: "seconds"))
    var queryTimeout: Double = QueryBudget.defaultSeconds

    @Option(
        help: ArgumentHelp(
            "Megabytes of memory one query may add, its output included, before it is stopped; 0 for no limit. Default: 256.",
            valueName: "MB"))
    var memoryLimit: Int = QueryBudget.defaultMegabytes

    func validate() throws {
        if !(queryTimeout > 0) { throw ValidationError("--query-timeout takes a number of seconds above 0.") }
        if memoryLimit < 0 { throw ValidationError("--memory-limit takes a number of megabytes, 0 for no limit.") }
    }

    var megabytes: Int? { memoryLimit == 0 ? nil : memoryLimit }
}
