// The load generator of bench/catalog.ts, run as a process of its own so it
// does not share an event loop with the server it measures. Reads one
// scenario as JSON from argv[2], prints one LoadResult as JSON on stdout.
import autocannon from 'autocannon';

export interface LoadScenario {
  origin: string;
  /** Paths requested in turn by each connection. */
  paths: string[];
  headers?: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  /** Milliseconds, from every 2xx response (autocannon's own histogram rounds to whole ms). */
  p50: number;
  p99: number;
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
}

async function run(scenario: LoadScenario, seconds: number, latencies: number[] | null): Promise<autocannon.Result> {
  const instance = autocannon(
    {
      url: scenario.origin,
      connections: scenario.connections,
      duration: seconds,
      requests: scenario.paths.map((path) => ({ method: 'GET', path, ...(scenario.headers ? { headers: scenario.headers } : {}) })),
    },
    () => undefined,
  );
  if (latencies) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  }
  return new Promise((resolve) => instance.on('done', resolve));
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const scenario = JSON.parse(process.argv[2] ?? '{}') as LoadScenario;
  if (scenario.warmupSeconds > 0) await run(scenario, scenario.warmupSeconds, null);
  const latencies: number[] = [];
  const result = await run(scenario, scenario.seconds, latencies);
  latencies.sort((a, b) => a - b);
  const ok = result['2xx'];
  const output: LoadResult = {
    requests: ok,
    seconds: result.duration,
    requestsPerSecond: ok / result.duration,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    bytesPerResponse: ok ? result.throughput.total / ok : 0,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

await main();
