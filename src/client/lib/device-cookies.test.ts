import { afterEach, describe, expect, it } from 'vitest';
import { drawingFor, readCookie } from './device-cookies';

afterEach(() => drawingFor(null));

describe('a choice kept in a cookie, read while the server draws a page', () => {
  it('is the request’s, by its exact name, decoded', () => {
    drawingFor('lang=en; my-fridge-view=shelves; fridge-view=list; note=a%20b');
    expect(readCookie('fridge-view')).toBe('list');
    expect(readCookie('note')).toBe('a b');
    expect(readCookie('lang')).toBe('en');
  });

  it('is absent without a cookie of that name, or between pages', () => {
    drawingFor('fridge-view-old=list');
    expect(readCookie('fridge-view')).toBeNull();
    drawingFor(null);
    expect(readCookie('lang')).toBeNull();
  });
});
