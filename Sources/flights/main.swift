#if canImport(Glibc)
import Glibc
#endif
import FlightsCLI
import TerminalKit

let status = FlightsTool.run(Array(CommandLine.arguments.dropFirst()))
if status == ExitStatus.interrupted.rawValue { endProcessAsInterrupted() }
exit(status)
