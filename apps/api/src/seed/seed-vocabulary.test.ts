/**
 * The seeded listings' dining styles, dress codes and cuisines are all terms of the shared fixed
 * lists, so every reader sees them in their own language (a term outside the lists is shown in
 * English to everyone).
 */
import { describe, expect, it } from 'vitest';
import {
  CUISINES as CUISINE_TERMS,
  DINING_STYLES as DINING_STYLE_TERMS,
  DRESS_CODES as DRESS_CODE_TERMS,
  termCode,
} from '@tablefor/shared';
import { CUISINES } from './cuisines.ts';
import { DINING_STYLES, DRESS_CODES } from './restaurant-copy.ts';

describe('the seed speaks the shared vocabulary', () => {
  it('writes dining styles and dress codes the shared lists know', () => {
    for (const style of DINING_STYLES)
      expect(termCode(DINING_STYLE_TERMS, style), style).not.toBeNull();
    for (const dress of DRESS_CODES)
      expect(termCode(DRESS_CODE_TERMS, dress), dress).not.toBeNull();
  });

  it('writes cuisines the shared list knows', () => {
    for (const { name } of CUISINES) expect(termCode(CUISINE_TERMS, name), name).not.toBeNull();
  });
});
