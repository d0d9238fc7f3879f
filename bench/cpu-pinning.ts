// Two CPUs are all these machines have: a server and the load generator that
// measures it each get one (taskset), so they do not take turns on the same CPU.
import { existsSync } from 'node:fs';
import os from 'node:os';

export const pinned = os.cpus().length > 1 && existsSync('/usr/bin/taskset');

/** `command args` on one CPU when taskset and a second CPU exist. */
export function onCpu(cpu: number, command: string, args: string[]): [string, string[]] {
  return pinned ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}
