import { describe, expect, it } from 'vitest';
import { periodDates } from './period';

describe('the dates of a period', () => {
  it.each([
    ['May 2025 - Present', { startDate: '2025-05' }],
    ['Jun 2024 - Apr 2025', { startDate: '2024-06', endDate: '2025-04' }],
    ['Sept. 2021 – February 2024', { startDate: '2021-09', endDate: '2024-02' }],
    ['09/2021 to 02/2024', { startDate: '2021-09', endDate: '2024-02' }],
    ['2019-2021', { startDate: '2019', endDate: '2021' }],
    ['2023', { startDate: '2023', endDate: '2023' }],
  ])('"%s" is %j', (period, dates) => {
    expect(periodDates(period)).toEqual(dates);
  });

  it.each(['Summer 2023', 'Ma 2024 - Present', '13/2020 - 2021', 'May 2025 - soon', ''])('"%s" has none', (period) => {
    expect(periodDates(period)).toEqual({});
  });
});
