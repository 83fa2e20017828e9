import { describe, expect, it } from 'vitest';
import {
  customDateToIso,
  formatCustomDate,
  parseCustomDate,
  validateCustomRange,
  validateFutureDate,
} from './custom-range.js';

const NOW = new Date(2024, 4, 15, 10);

describe('custom range', () => {
  it('[P5-001] both dates are required: Date Required', () => {
    expect(validateCustomRange({ from: '', to: '' }, NOW)).toEqual({
      valid: false,
      errors: { from: 'Date Required', to: 'Date Required' },
      range: null,
    });
    expect(validateCustomRange({ from: '05/01/24', to: ' ' }, NOW).errors).toEqual({ to: 'Date Required' });
  });

  it('[P5-002] from after to: Invalid Date Range', () => {
    const result = validateCustomRange({ from: '05/10/24', to: '05/01/24' }, NOW);
    expect(result.valid).toBe(false);
    expect(result.errors.from).toBe('Invalid Date Range');
  });

  it('[P5-004] to after today is invalid; today itself is fine', () => {
    expect(validateCustomRange({ from: '05/01/24', to: '05/16/24' }, NOW).errors).toEqual({ to: 'Invalid Date Range' });
    expect(validateCustomRange({ from: '05/01/24', to: '05/15/24' }, NOW)).toEqual({
      valid: true,
      errors: {},
      range: { from: '2024-05-01', to: '2024-05-15' },
    });
  });

  it('[P5-005] to before from is invalid on the to field too', () => {
    expect(validateCustomRange({ from: '05/10/24', to: '05/09/24' }, NOW).errors.to).toBe('Invalid Date Range');
  });

  it('[P5-005] a one-day range (from equals to) is valid', () => {
    expect(validateCustomRange({ from: '05/09/24', to: '05/09/24' }, NOW).valid).toBe(true);
  });

  it('[P5-006] reads and writes MM/DD/YY strictly', () => {
    expect(parseCustomDate('02/29/24')?.format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(parseCustomDate('02/30/24')).toBeNull();
    expect(parseCustomDate('2024-02-01')).toBeNull();
    expect(customDateToIso('12/31/23')).toBe('2023-12-31');
    expect(formatCustomDate('2023-12-31')).toBe('12/31/23');
    expect(formatCustomDate(null)).toBe('');
    expect(validateCustomRange({ from: 'tomorrow', to: '05/01/24' }, NOW).errors.from).toBe('Invalid Date Range');
  });

  it('[P5-003] a single future-date input must not be in the past (decision 14)', () => {
    expect(validateFutureDate('05/14/24', NOW)).toBe('Invalid Date');
    expect(validateFutureDate('05/15/24', NOW)).toBeNull();
    expect(validateFutureDate('01/01/25', NOW)).toBeNull();
    expect(validateFutureDate('', NOW)).toBe('Date Required');
  });

  it('[P5-003] report ranges in the past stay valid (decision 14)', () => {
    expect(validateCustomRange({ from: '01/01/20', to: '12/31/20' }, NOW).valid).toBe(true);
  });
});
