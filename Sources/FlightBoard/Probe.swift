public func embeddedLength() -> Int { EmbeddedData.airportJSON.utf8.count }
