import * as zlib from 'node:zlib';
import type { Transform } from 'node:stream';

type ZstdFactory = (options?: Record<string, unknown>) => Transform;

/** Node's zstd decompressor (`zlib.createZstdDecompress`, Node 22.15 / 23.8 and later), when this runtime has one. */
export function zstdDecompressorFactory(): ZstdFactory | undefined {
  const candidate = (zlib as unknown as { readonly createZstdDecompress?: unknown }).createZstdDecompress;
  return typeof candidate === 'function' ? (candidate as ZstdFactory).bind(zlib) : undefined;
}

/** True when this Node version can decode `Content-Encoding: zstd`. */
export const ZSTD_DECODABLE = zstdDecompressorFactory() !== undefined;
