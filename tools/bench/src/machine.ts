import { readFileSync } from 'node:fs';
import os from 'node:os';

/** CPU model, cores, memory and OS, e.g. "AMD EPYC, 2 cores, 23.5 GiB RAM, Linux 6.1 x64". */
export function describeMachine(): string {
  const model = os.cpus()[0]?.model.trim() || 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${model}, ${os.availableParallelism()} cores, ${memory} GiB RAM, ${os.type()} ${os.release()} ${os.arch()}`;
}

/** e.g. "0.12 / 0.30 / 0.25"; on a shared machine this says whether something else was running. */
export function describeLoadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; undefined elsewhere).
 * The difference over a measured run, per request, is the server's own cost of a request: unlike
 * requests/s it hardly moves with what else runs on the machine.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** USER_HZ: Linux reports /proc times in 1/100 s on every common architecture. */
const CLOCK_TICKS_PER_SECOND = 100;
