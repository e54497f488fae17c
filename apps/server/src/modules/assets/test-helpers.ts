import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A multipart/form-data body with one file part and text fields, for app.inject. */
export function multipartWithFile(
  file: { content: Buffer; filename?: string; contentType?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----lpfile${randomBytes(4).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'upload.bin'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const pngBytes = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

/** An MP4 as far as type sniffing goes: an `ftyp` box, then `size` bytes in all. */
export function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.write('isomiso2mp41', 12, 'latin1');
  for (let i = 24; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** A tiny PNG whose header claims another pixel size (as a decompression bomb would). */
export async function pngClaimingSize(width: number, height: number): Promise<Buffer> {
  const bytes = await pngBytes(4, 4);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}
