/** One line of a benchmark's report: a baseline against a candidate, both median milliseconds. */
export interface BenchRow {
  readonly name: string;
  readonly baselineMs: number;
  readonly candidateMs: number;
  /** baselineMs / candidateMs: how many times faster the candidate is. */
  readonly ratio: number;
  readonly note?: string;
}
