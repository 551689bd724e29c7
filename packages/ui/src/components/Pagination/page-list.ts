export type PageEntry = number | 'gap';

/** Page numbers to show: first, last, and a window around the current page, with gaps between. */
export function pageList(current: number, total: number, around = 1): PageEntry[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const entries: PageEntry[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) entries.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) entries.push('gap');
    entries.push(page);
  }
  return entries;
}
