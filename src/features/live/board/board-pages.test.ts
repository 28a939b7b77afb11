import { describe, expect, it } from 'vitest';
import { boardPages, pageRows, rowsThatFit } from './board-pages';

describe('rowsThatFit', () => {
  it('counts the whole rows a height holds', () => {
    expect(rowsThatFit(480, 48)).toBe(10);
    expect(rowsThatFit(479, 48)).toBe(9);
    expect(rowsThatFit(790, 48)).toBe(16);
  });

  it('lets a height half a pixel short of a row hold it, as a browser rounds', () => {
    expect(rowsThatFit(479.6, 48)).toBe(10);
  });

  it('shows one row on a screen too short for one, or before anything is measured', () => {
    expect(rowsThatFit(20, 48)).toBe(1);
    expect(rowsThatFit(0, 48)).toBe(1);
    expect(rowsThatFit(480, 0)).toBe(1);
    expect(rowsThatFit(Number.NaN, 48)).toBe(1);
  });
});

describe('boardPages', () => {
  it('puts a field that fits on one page', () => {
    expect(boardPages(10, 480, 48)).toEqual({ perPage: 10, pageCount: 1 });
    expect(boardPages(0, 480, 48)).toEqual({ perPage: 10, pageCount: 1 });
  });

  it('splits a bigger field into pages of whole rows, the last one shorter', () => {
    expect(boardPages(20, 480, 48)).toEqual({ perPage: 10, pageCount: 2 });
    expect(boardPages(21, 480, 48)).toEqual({ perPage: 10, pageCount: 3 });
  });
});

describe('pageRows', () => {
  const pages = boardPages(23, 480, 48);

  it('gives each page its rows, the last page the rest', () => {
    expect(pageRows(0, pages, 23)).toEqual([0, 10]);
    expect(pageRows(1, pages, 23)).toEqual([10, 20]);
    expect(pageRows(2, pages, 23)).toEqual([20, 23]);
  });

  it('turns from the last page back to the first', () => {
    expect(pageRows(3, pages, 23)).toEqual([0, 10]);
  });

  it('keeps a page that was shown when the field shrinks under it', () => {
    const smaller = boardPages(12, 480, 48);
    expect(pageRows(2, smaller, 12)).toEqual([0, 10]);
  });
});
