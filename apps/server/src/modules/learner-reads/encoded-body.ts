import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/**
 * A serialized answer and its compressed forms, each made on the first request that accepts it and
 * then sent as it is: a kept answer is compressed once, not on every request as the compression
 * plugin would. Answers below the plugin's threshold (security.ts) are sent as they are.
 */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];
const COMPRESS_FROM_BYTES = 1024;
const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

const compressors: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Buffer> = {
  // The compression plugin's own brotli settings: quality 4, text mode.
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
};

export class EncodedBody {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {}

  /** The bytes held: the body and its compressed forms made so far. */
  get bytes(): number {
    let bytes = this.body.length;
    for (const encoded of this.encoded.values()) bytes += encoded.length;
    return bytes;
  }

  /**
   * The body for a request's Accept-Encoding, the encoding it is in (identity: as it is), and
   * whether this call compressed it.
   */
  forAcceptEncoding(header: string | undefined): { encoding: Encoding; body: Buffer; made: boolean } {
    const encoding =
      header && this.body.length >= COMPRESS_FROM_BYTES
        ? (negotiator.negotiate(header) ?? 'identity')
        : 'identity';
    if (encoding === 'identity') return { encoding, body: this.body, made: false };
    const kept = this.encoded.get(encoding);
    if (kept) return { encoding, body: kept, made: false };
    const body = compressors[encoding](this.body);
    this.encoded.set(encoding, body);
    return { encoding, body, made: true };
  }
}
