import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

// Debian's nginx in front of several shop instances, run from a scratch
// directory (its own config, logs, pid and temp files), for the
// multi-instance test.

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const nginxAvailable = existsSync(NGINX_PATH);

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startNginx(directory: string, upstreamUrls: string[]): Promise<Nginx> {
  await mkdir(path.join(directory, 'temp'), { recursive: true });
  const port = await freePort();
  const upstreams = upstreamUrls.map((url) => `    server ${new URL(url).host};`).join('\n');
  const temp = path.join(directory, 'temp');
  const config = `
worker_processes 1;
daemon off;
pid ${path.join(directory, 'nginx.pid')};
error_log ${path.join(directory, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  client_max_body_size 12m;
  upstream shop {
${upstreams}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
  }
}
`;
  const file = path.join(directory, 'nginx.conf');
  await writeFile(file, config);
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', directory, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (up) return { url, stop: async () => void (child.kill('SIGQUIT'), await exited) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer within 10 s: ${stderr}`);
}
