#if canImport(Glibc)
import Glibc
#endif
import FlightsCLI

exit(FlightsTool.run(Array(CommandLine.arguments.dropFirst())))
