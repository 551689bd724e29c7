export interface JobCounts {
  queued: number;
  failed: number;
}

let reader: (() => Promise<JobCounts>) | undefined;

/**
 * The job queue reports its counts here once it starts; /metrics then shows pupitre_jobs_queued and
 * pupitre_jobs_failed (0 until a queue registers).
 */
export function reportJobCounts(read: (() => Promise<JobCounts>) | undefined): void {
  reader = read;
}

export const jobCountsReader = () => reader;
