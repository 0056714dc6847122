#!/usr/bin/env python3
"""Packs square PNG images into one Windows icon file (.ico), each image stored as
PNG, which Windows reads at every size since Vista. Used by tools/render-icons.sh:

    pack-ico.py OUT.ico 16.png 32.png ... 256.png

The images go in the order given; each one's size is read from its PNG header."""

import struct
import sys


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise SystemExit("not a PNG image")
    return struct.unpack(">II", data[16:24])


def main() -> None:
    if len(sys.argv) < 3:
        raise SystemExit("usage: pack-ico.py OUT.ico IMAGE.png...")
    images = []
    for path in sys.argv[2:]:
        with open(path, "rb") as f:
            data = f.read()
        width, height = png_size(data)
        if width != height or not 1 <= width <= 256:
            raise SystemExit(f"{path}: {width}x{height} is no icon size (square, 1 to 256 px)")
        images.append((width, data))
    # ICONDIR: reserved, type 1 (icon), count; then one ICONDIRENTRY (16 bytes) per
    # image; then the images. A width or height of 256 is written as 0.
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    for width, data in images:
        side = 0 if width == 256 else width
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for _, data in images:
        out += data
    with open(sys.argv[1], "wb") as f:
        f.write(out)


if __name__ == "__main__":
    main()
