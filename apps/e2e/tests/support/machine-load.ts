import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** The machine's processor counters since boot (the first line of /proc/stat, in clock ticks). */
type CpuTicks = { busy: number; stolen: number; total: number };

function cpuTicks(): CpuTicks | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal …: idle and iowait are the processor waiting.
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    const busy = user + nice + system + irq + softirq;
    return { busy, stolen: steal, total: busy + idle + iowait + steal };
  } catch {
    return null;
  }
}

/**
 * How busy the machine was between `start` and now, for the record of a timing test: the share of all
 * cores at work (the test's own browser and server included), the share taken by the host from this
 * virtual machine (steal), and the load average. A timing that fails on a machine busy with something
 * else says so in its output (decision 007, 2026-11-28).
 */
export function machineLoadSince(start: CpuTicks | null): string {
  const end = cpuTicks();
  const [oneMinute] = loadavg();
  const load = `load ${oneMinute!.toFixed(1)}`;
  if (!start || !end || end.total <= start.total) return load;
  const total = end.total - start.total;
  const percent = (ticks: number) => `${Math.round((100 * ticks) / total)}%`;
  return `cores busy ${percent(end.busy - start.busy)}, stolen by the host ${percent(end.stolen - start.stolen)}, ${load}`;
}

export const machineLoadMark = cpuTicks;
