export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page buttons: first, last, current plus or minus 1, and an ellipsis wherever pages are skipped.
 *   pageItems(5, 10) -> [1, '…', 4, 5, 6, '…', 10]
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const prev = sorted[index - 1];
    if (prev !== undefined && page - prev === 2) items.push(prev + 1); // a gap of one page: show it, not '…'
    else if (prev !== undefined && page - prev > 2) items.push(index === 1 ? 'ellipsis-start' : 'ellipsis-end');
    items.push(page);
  });
  return items;
}
