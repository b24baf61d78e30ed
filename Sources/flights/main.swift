import FlightsCLI
