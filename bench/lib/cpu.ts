import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes, read from /proc (Linux): what a request costs the
 * server and the database, independent of how busy the machine is otherwise.
 */

/** Clock ticks per second of /proc's utime/stime (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU milliseconds used so far by one process. */
export function processCpuMs(pid: number): number {
  return ticksOf(pid) * TICK_MS;
}

/** CPU milliseconds used so far by every PostgreSQL process (server and backends). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (comm.startsWith('postgres')) total += ticksOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total * TICK_MS;
}
