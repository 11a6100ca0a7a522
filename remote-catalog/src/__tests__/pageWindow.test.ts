import { pageRange, pageWindow } from '../common/pageWindow';
import { MAX_PAGE_BUTTONS } from '../constants';

describe('pageWindow (up to 5 page buttons)', () => {
  it('shows every page up to 5 pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stays on 1..5 while the current page is 3 or less', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  });

  it('slides to centre the current page above 3, and stops at the last page', () => {
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    for (let p = 1; p <= 12; p += 1) expect(pageWindow(p, 12)).toHaveLength(MAX_PAGE_BUTTONS);
  });

  it('computes the Showing X to Y bounds', () => {
    expect(pageRange(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(pageRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
