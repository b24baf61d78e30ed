#if canImport(Glibc)
import Glibc
#endif
import FlightsCLI
import TerminalKit

// A global, never torn down: `exit` ends the process without freeing what it holds.
let environment = Environment.live()
let status = FlightsTool.run(Array(CommandLine.arguments.dropFirst()), environment: environment)
if status == ExitStatus.interrupted.rawValue { endProcessAsInterrupted() }
exit(status)
