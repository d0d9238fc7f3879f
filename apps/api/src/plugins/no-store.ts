import type { FastifyReply, FastifyRequest } from 'fastify';

/** `app.addHook('onSend', noStore)`: answers no browser or proxy may keep (sessions, carts, orders, the dashboard). */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
