public let y = 1
