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
