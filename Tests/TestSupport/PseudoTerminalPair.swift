import Glibc

/// Opens a pseudo-terminal of `columns` × `rows`, both ends closed on exec and made while no
/// child starts, so that no program another test runs meanwhile keeps it open. Returns the
/// master and slave descriptors, which the caller closes.
public func openPseudoTerminal(columns: UInt16, rows: UInt16) throws(ChildProcessError) -> (master: Int32, slave: Int32) {
    var master: Int32 = -1, slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    let opened = ChildProcess.whileNoChildStarts {
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { return false }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        return true
    }
    guard opened else { throw ChildProcessError(description: "openpty failed: \(String(cString: strerror(errno)))") }
    return (master, slave)
}
