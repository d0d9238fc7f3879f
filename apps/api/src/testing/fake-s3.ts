import http from 'node:http';

// A small S3-compatible server on 127.0.0.1 (PUT, GET, HEAD of objects, path
// style) for testing the object-storage media store offline. It checks that
// each request is signed with AWS Signature V4 for the expected key id.

export interface FakeS3 {
  url: string;
  objects: Map<string, Buffer>;
  requests: { method: string; path: string }[];
  /** The next `count` requests are answered 503 (a passing outage) after their body is read, or with `hangUp` their connection is dropped. */
  failNext(count: number, options?: { hangUp?: boolean }): void;
  /** The next GET (of `path`, when given) sends its headers and half its body, then nothing more (its connection stays open until close). */
  stallNextGet(path?: string): void;
  close(): Promise<void>;
}

export async function startFakeS3(accessKeyId: string): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string }[] = [];
  let failures = 0;
  let hangUp = false;
  let stallGet: { path: string | null } | null = null;
  const stalled = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    requests.push({ method: request.method ?? '', path });
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || !request.headers['x-amz-date']) {
      response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    if (failures > 0) {
      failures--;
      if (hangUp) {
        request.socket.destroy();
        return;
      }
      request.resume();
      request.on('end', () => response.writeHead(503).end('<Error><Code>SlowDown</Code></Error>'));
      return;
    }
    if (request.method === 'PUT') {
      // As S3: a body without its length (chunked) is refused.
      if (request.headers['content-length'] === undefined) {
        response.writeHead(411).end('<Error><Code>MissingContentLength</Code></Error>');
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        objects.set(path, Buffer.concat(chunks));
        response.writeHead(200).end();
      });
      return;
    }
    const object = objects.get(path);
    if (!object) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/webp', 'content-length': object.length });
    if (request.method === 'GET' && stallGet && (stallGet.path === null || stallGet.path === path)) {
      stallGet = null;
      stalled.add(response);
      response.write(object.subarray(0, Math.floor(object.length / 2)));
      return;
    }
    response.end(request.method === 'HEAD' ? undefined : object);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext: (count, options = {}) => {
      failures = count;
      hangUp = options.hangUp ?? false;
    },
    stallNextGet: (path) => {
      stallGet = { path: path ?? null };
    },
    close: () => {
      for (const response of stalled) response.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
