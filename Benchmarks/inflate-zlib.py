#!/usr/bin/env python3
"""Inflates each entry of a zip archive with Python's zlib (C zlib underneath), in memory,
several times, and prints the best run's output rate, as inflate-benchmark does for flights.
Usage: inflate-zlib.py FILE.zip [runs]"""
import sys
import time
import zipfile
import zlib

path = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
with zipfile.ZipFile(path) as archive, open(path, "rb") as raw:
    entries = []
    for info in archive.infolist():
        if info.is_dir():
            continue
        raw.seek(info.header_offset + 26)
        name_length, extra_length = int.from_bytes(raw.read(2), "little"), int.from_bytes(raw.read(2), "little")
        raw.seek(info.header_offset + 30 + name_length + extra_length)
        entries.append((info, raw.read(info.compress_size)))
best = float("inf")
total = 0
for _ in range(runs):
    total = 0
    start = time.perf_counter()
    for info, data in entries:
        if info.compress_type == zipfile.ZIP_DEFLATED:
            inflater = zlib.decompressobj(-15)
            crc = 0
            # 64 KiB of input at a time (about a megabyte of output), as flights reads it in
            # pieces; asking for at most a megabyte out instead copies the rest of the input
            # (unconsumed_tail) at every call.
            for at in range(0, len(data), 1 << 16):
                out = inflater.decompress(data[at:at + (1 << 16)])
                total += len(out)
                crc = zlib.crc32(out, crc)
            out = inflater.flush()
            total += len(out)
            crc = zlib.crc32(out, crc)
        else:
            total += len(data)
            crc = zlib.crc32(data)
        if crc != info.CRC:
            sys.exit(f"{info.filename}: CRC mismatch")
    best = min(best, time.perf_counter() - start)
print(f"{total} bytes in {best:.3f} s: {total / best / 1e6:.0f} MB/s")
