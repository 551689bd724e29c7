/** What the soak counts: answers that are errors (not 2xx/3xx, and not an expected 429) and failed sockets. */
export interface SoakFigures {
  requests: number;
  errors: number;
  limited: number;
  p99: number;
}

function percentile(latencies: number[], fraction: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Counts answers per reporting window and over the whole soak. */
export function soakMeter() {
  let latencies: number[] = [];
  let window = { requests: 0, errors: 0, limited: 0 };
  const total = { requests: 0, errors: 0, limited: 0, socketErrors: 0 };
  const errorStatuses = new Map<number, number>();
  return {
    total,
    errorStatuses,
    answer(status: number, milliseconds: number) {
      latencies.push(milliseconds);
      window.requests += 1;
      total.requests += 1;
      if (status === 429) {
        window.limited += 1;
        total.limited += 1;
      } else if (status >= 400) {
        window.errors += 1;
        total.errors += 1;
        errorStatuses.set(status, (errorStatuses.get(status) ?? 0) + 1);
      }
    },
    socketError() {
      window.errors += 1;
      total.errors += 1;
      total.socketErrors += 1;
    },
    /** The window's figures; the next window starts empty. */
    flush(): SoakFigures {
      const figures = { ...window, p99: percentile(latencies, 0.99) };
      latencies = [];
      window = { requests: 0, errors: 0, limited: 0 };
      return figures;
    },
  };
}
