import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names the page first, then the product', () => {
    expect(pageTitle('My Fishlogs')).toBe('My Fishlogs · Tightlines');
  });
});
