import net from 'node:net';

// A TCP proxy on 127.0.0.1 in front of PostgreSQL, so a test can make the
// database go away (refused, or silently swallowed) and come back.

export type ProxyMode = 'forward' | 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: ProxyMode = 'forward';
  let server: net.Server | null = null;
  let listenPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        if (mode === 'blackhole') return; // accept, then say nothing
        const upstream = net.connect(targetPort, targetHost);
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server?.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    get port() {
      return listenPort;
    },
    async setMode(next) {
      await stop();
      mode = next;
      if (next !== 'refuse') await listen();
    },
    close: stop,
  };
}
