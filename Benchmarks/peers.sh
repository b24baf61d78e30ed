# Sourced by the benchmark scripts: the build of flights they time, and DuckDB's binary.

# install_flights DEST [BINARY]: BINARY (another commit's build, for a before and after), or
# this tree's built as the README says (release, fully static: no dynamic loading at start),
# copied to DEST with install(1): a binary the linker has just written sits in the page cache
# in small pieces, and each start then takes about 0.3 ms more to bring its code in.
install_flights() {
    if [ -n "${2:-}" ]; then
        install -m 755 "$2" "$1"
        return
    fi
    local flags=(-c release --static-swift-stdlib -Xswiftc -static-executable)
    swift build "${flags[@]}" --product flights >/dev/null
    install -m 755 "$(swift build "${flags[@]}" --show-bin-path)/flights" "$1"
}

# duckdb_binary: the path of DuckDB's command-line binary (DUCKDB, else pip's duckdb-cli
# package, else duckdb on the PATH), or nothing. pip's `duckdb` command is a Python wrapper
# whose start alone takes 30 ms: the binary it runs is taken instead.
duckdb_binary() {
    if [ -n "${DUCKDB:-}" ]; then
        [ -x "$DUCKDB" ] || { echo "DUCKDB=$DUCKDB is not an executable file" >&2; return 1; }
        printf '%s' "$DUCKDB"
        return
    fi
    local found
    found=$(python3 -c 'import duckdb_cli, os; print(os.path.join(os.path.dirname(duckdb_cli.__file__), "duckdb"))' 2>/dev/null || true)
    [ -x "$found" ] || found=$(command -v duckdb || true)
    printf '%s' "$found"
}
