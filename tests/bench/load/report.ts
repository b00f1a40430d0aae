import { percentile } from '../api/closedLoop';
import type { CallFigures } from './mixedLoop';

export const f = (n: number, digits = 1): string => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** A Markdown table, the first column left-aligned and the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export interface CallRow {
  name: string;
  count: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Errors by status, e.g. "409×3 net×1". */
  byStatus: string;
}

const isError = (status: number) => status === 0 || status >= 400;

/** One row per call, and a total row over all of them; errors are answers ≥ 400 and network failures (status 0). */
export function callRows(figures: Map<string, CallFigures>, seconds: number): CallRow[] {
  const row = (name: string, list: CallFigures[]): CallRow => {
    const latencies = list.flatMap((f) => f.latencies).sort((a, b) => a - b);
    const errorsByStatus = new Map<number, number>();
    for (const f of list)
      for (const [status, n] of f.statuses)
        if (isError(status)) errorsByStatus.set(status, (errorsByStatus.get(status) ?? 0) + n);
    const errors = [...errorsByStatus.values()].reduce((a, b) => a + b, 0);
    return {
      name,
      count: latencies.length,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors,
      byStatus: [...errorsByStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status === 0 ? 'net' : status}×${n}`)
        .join(' '),
    };
  };
  const names = [...figures.keys()].sort();
  return [...names.map((name) => row(name, [figures.get(name)!])), row('all calls', [...figures.values()])];
}
