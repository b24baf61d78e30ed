public let x = 1
