/** A reader's question and the demo article (by slug) that answers it; null when no article should. */
export interface EvalQuestion {
  /** Its place in the pool as written, before the split: the split is reproducible from it. */
  n: number;
  question: string;
  slug: string | null;
}
