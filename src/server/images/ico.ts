/**
 * Windows icon files (.ico) holding PNG images, one per size: what browsers read for
 * /favicon.ico and what the brand kit ships. Each image must be a PNG of at most 256 px.
 */
export function encodeIco(images: Array<{ png: Buffer; width: number; height: number }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  const directory = Buffer.alloc(16 * images.length);
  let offset = header.length + directory.length;
  images.forEach((image, i) => {
    if (image.width > 256 || image.height > 256) throw new Error("icon images are at most 256 px");
    const at = i * 16;
    // 0 means 256 in the one-byte size fields.
    directory.writeUInt8(image.width === 256 ? 0 : image.width, at);
    directory.writeUInt8(image.height === 256 ? 0 : image.height, at + 1);
    directory.writeUInt8(0, at + 2); // no palette
    directory.writeUInt8(0, at + 3);
    directory.writeUInt16LE(1, at + 4); // colour planes
    directory.writeUInt16LE(32, at + 6); // bits per pixel
    directory.writeUInt32LE(image.png.length, at + 8);
    directory.writeUInt32LE(offset, at + 12);
    offset += image.png.length;
  });
  return Buffer.concat([header, directory, ...images.map((i) => i.png)]);
}

/** Reads an icon's directory back (for tests and checks): the size and bytes of each image. */
export function decodeIco(ico: Buffer): Array<{ width: number; height: number; png: Buffer }> {
  if (ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error("not an icon file");
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + i * 16;
    const size = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return {
      width: ico.readUInt8(at) || 256,
      height: ico.readUInt8(at + 1) || 256,
      png: ico.subarray(offset, offset + size),
    };
  });
}
