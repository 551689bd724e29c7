import { readFileSync, writeFileSync } from 'node:fs';

const kilobytesOf = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? 0);

/**
 * The peak resident memory of process `pid` over a stretch of time, in MB. Linux keeps the peak
 * (VmHWM) and resets it to the current figure on a write of 5 to clear_refs; where that is refused,
 * VmRSS sampled every 5 ms stands in.
 */
export function peakMemoryWatch(pid: number) {
  const status = () => readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = () => kilobytesOf(status(), 'VmRSS') / 1024;
  let kernelPeak = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    kernelPeak = false;
  }
  const start = rss();
  let sampled = start;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, rss());
  }, 5);
  return {
    start,
    /** Stops watching; answers the peak and how it was read. */
    stop(): { peak: number; source: string } {
      clearInterval(sampler);
      const peak = kernelPeak ? kilobytesOf(status(), 'VmHWM') / 1024 : Math.max(sampled, rss());
      return { peak: Math.max(peak, sampled), source: kernelPeak ? 'VmHWM' : 'VmRSS sampled every 5 ms' };
    },
  };
}
