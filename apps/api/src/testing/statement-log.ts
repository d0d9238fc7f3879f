import pg from 'pg';

// Counts the SQL statements the shop sends to PostgreSQL (each one a round
// trip), by wrapping pg's Client#query: every pool query and every statement
// of a transaction goes through it. Tests only.

export interface StatementLog {
  /** The statements sent since start(), in order (their SQL text, whitespace collapsed). */
  readonly statements: string[];
  start(): void;
  stop(): string[];
  restore(): void;
}

export function recordStatements(): StatementLog {
  const original = pg.Client.prototype.query;
  const statements: string[] = [];
  let recording = false;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (recording) {
      const [first] = args;
      const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? String(first));
      statements.push(text.replace(/\s+/g, ' ').trim());
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    statements,
    start() {
      statements.length = 0;
      recording = true;
    },
    stop() {
      recording = false;
      return [...statements];
    },
    restore() {
      pg.Client.prototype.query = original;
    },
  };
}
