// Memory of sending a backup's file to object storage and fetching it back:
// whole in memory (`put` / `get`, how backups moved files before) against
// streamed (`putFile` / `getFile`). Each way runs in a process of its own,
// whose peak resident set is read at its end. The bucket is a local server
// that discards what it is sent and serves the same file back.
// `npm run bench:backup-transfer` (BENCH_MB=512 by default).
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { s3Bucket } from '../apps/api/src/s3-bucket.ts';

const WAYS = ['whole file in memory', 'streamed'] as const;
type Way = (typeof WAYS)[number];

async function child(way: Way, endpoint: string, file: string): Promise<void> {
  const bucket = s3Bucket({ endpoint, bucket: 'bench', region: 'auto', accessKeyId: 'bench', secretAccessKey: 'bench' });
  const back = `${file}.back`;
  const started = performance.now();
  if (way === 'streamed') {
    await bucket.putFile('base/file', file);
  } else {
    await bucket.put('base/file', await fs.readFile(file));
  }
  const sentMs = performance.now() - started;
  const fetchStarted = performance.now();
  if (way === 'streamed') {
    await bucket.getFile('base/file', back);
  } else {
    await fs.writeFile(back, (await bucket.get('base/file'))!);
  }
  const fetchedMs = performance.now() - fetchStarted;
  await fs.rm(back);
  console.log(JSON.stringify({ sentMs, fetchedMs, maxRssKb: process.resourceUsage().maxRSS }));
}

async function main(): Promise<void> {
  const megabytes = Number(process.env.BENCH_MB ?? 512);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-bench-transfer-'));
  const file = path.join(folder, 'relation-file');
  await pipeline(
    (async function* () {
      const block = Buffer.alloc(1024 * 1024, 0x5a);
      for (let i = 0; i < megabytes; i++) yield block;
    })(),
    createWriteStream(file),
  );
  // PUT: read and dropped; GET: the same file, streamed from disk.
  const server = http.createServer((request, response) => {
    if (request.method === 'PUT') {
      request.resume();
      request.on('end', () => response.writeHead(200).end());
      return;
    }
    void fs.stat(file).then(({ size }) => {
      response.writeHead(200, { 'content-length': size });
      createReadStream(file).pipe(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const rows: Record<string, Record<string, string>> = {};
  for (const way of WAYS) {
    // Each way in a process of its own, so each peak is its own (this one serves the bucket meanwhile).
    const output = await new Promise<string>((resolve, reject) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', way, endpoint, file], { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      proc.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      proc.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${way} exited with ${code}`))));
    });
    const result = JSON.parse(output.trim().split('\n').at(-1)!) as { sentMs: number; fetchedMs: number; maxRssKb: number };
    rows[way] = {
      'file': `${megabytes} MB`,
      'sent in': `${(result.sentMs / 1000).toFixed(2)} s`,
      'fetched in': `${(result.fetchedMs / 1000).toFixed(2)} s`,
      'peak resident set': `${(result.maxRssKb / 1024).toFixed(0)} MB`,
    };
  }
  server.close();
  await fs.rm(folder, { recursive: true, force: true });
  console.table(rows);
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] as Way, process.argv[4]!, process.argv[5]!);
} else {
  await main();
}
