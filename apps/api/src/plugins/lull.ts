import type { FastifyInstance } from 'fastify';

/**
 * Work that can wait a moment (an order's confirmation email and its invoice
 * PDF, about 10 ms of CPU each) waits for a lull: a moment when this instance
 * is answering no request, or `maxWaitMs` at most. In a burst such as a flash
 * sale the shoppers' answers come first, and the emails follow the burst
 * instead of slowing it; on a quiet shop nothing waits at all.
 */
export interface Lull {
  /** Resolves when no request is in flight, or after the longest wait. */
  wait(): Promise<void>;
}

export function registerLull(app: FastifyInstance, maxWaitMs: number): Lull {
  let inFlight = 0;
  const waiting = new Set<() => void>();

  function leave(): void {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const resume of waiting) resume();
  }

  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    // 'close' comes once per response, whether it was sent in full or the client went away.
    reply.raw.once('close', leave);
    done();
  });

  return {
    wait() {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const resume = () => {
          clearTimeout(timer);
          waiting.delete(resume);
          resolve();
        };
        const timer = setTimeout(resume, maxWaitMs);
        waiting.add(resume);
      });
    },
  };
}
