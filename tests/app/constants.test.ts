import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate } from '@/lib/constants/dates';
import { KEPT_SCREEN_MAX_CHARS } from '@/lib/constants/storage';
import {
  BUILD_POLL_INTERVAL_MS,
  FIRST_SCREEN_WAIT_MS,
  INITIAL_BUILD_CHECK_DELAY_MS,
  KEPT_SCREEN_MAX_AGE_MS,
  PREFETCH_DELAY_MS,
  RELOAD_GUARD_MS,
  TAB_VISIBLE_REFRESH_DELAY_MS,
} from '@/lib/constants/timings';
import { applyZIndexVariables, Z_INDEX, zIndexCssVariables } from '@/lib/constants/z-index';

describe('z-index constants', () => {
  it('are the popup layers of docs/app-rules.md#constants', () => {
    expect(Z_INDEX).toEqual({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 });
  });

  it('reach the stylesheets as CSS custom properties', () => {
    expect(zIndexCssVariables()).toEqual({
      '--z-modal': '1100',
      '--z-overlay': '1000',
      '--z-menu': '1000',
      '--z-tooltip': '1100',
    });
    const element = document.createElement('div');
    applyZIndexVariables(element);
    expect(element.style.getPropertyValue('--z-modal')).toBe('1100');
    expect(element.style.getPropertyValue('--z-menu')).toBe('1000');
  });
});

describe('timing constants', () => {
  it('are the values of docs/app-rules.md#constants', () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(3_600_000);
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(INITIAL_BUILD_CHECK_DELAY_MS).toBe(1_000);
    expect(PREFETCH_DELAY_MS).toBe(100);
    expect(TAB_VISIBLE_REFRESH_DELAY_MS).toBe(500);
    expect(KEPT_SCREEN_MAX_AGE_MS).toBe(12 * 3_600_000);
    expect(FIRST_SCREEN_WAIT_MS).toBe(2_000);
    expect(KEPT_SCREEN_MAX_CHARS).toBe(500_000);
  });
});

describe('formatDate', () => {
  it('defaults to mm/dd/yy', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('mm/dd/yy');
    expect(formatDate(new Date(2025, 0, 5))).toBe('01/05/25');
    expect(formatDate(new Date(2009, 11, 31, 23, 59))).toBe('12/31/09');
  });

  it('accepts ISO strings and epoch milliseconds (in local time)', () => {
    const local = new Date(2024, 1, 29, 12, 0, 0);
    expect(formatDate(local.toISOString())).toBe('02/29/24');
    expect(formatDate(local.getTime())).toBe('02/29/24');
  });

  it('supports other patterns', () => {
    const date = new Date(2025, 2, 7);
    expect(formatDate(date, 'yyyy-mm-dd')).toBe('2025-03-07');
    expect(formatDate(date, 'd.m.yyyy')).toBe('7.3.2025');
    expect(formatDate(date, 'dd/mm/yy')).toBe('07/03/25');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
