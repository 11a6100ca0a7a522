import { MAX_PAGE_BUTTONS } from '../constants';

/**
 * The page numbers to show as buttons: all of them up to 5 pages; otherwise 5 consecutive pages that
 * start at 1 until the current page passes 3, then centre on it, and stop at the last page.
 */
export function pageWindow(current: number, totalPages: number, size = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  if (totalPages <= size) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const half = Math.floor(size / 2);
  let start = current <= half + 1 ? 1 : current - half;
  start = Math.min(start, totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** 'Showing X to Y of N' bounds for a page. */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}
