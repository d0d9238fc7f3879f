import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The header names in the order they were sent. */
  headerOrder: string[];
  body: Buffer;
}

/** A GET with exactly these headers (no decompression, no headers of fetch's own), over a real socket. */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, origin), { method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headerOrder = response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
        resolve({ status: response.statusCode ?? 0, headers: response.headers, headerOrder, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
