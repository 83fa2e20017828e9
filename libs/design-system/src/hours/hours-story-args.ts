import type { DayView, SpecialRowView, TimeOptionView } from './hours-types.js';

// Story data: the 30-minute options and the hours shapes the views show.
export const STORY_TIME_OPTIONS: TimeOptionView[] = [
  ...Array.from({ length: 48 }, (_, slot) => {
    const hour = Math.floor(slot / 2);
    const minute = slot % 2 ? '30' : '00';
    const label = `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
    return { value: `${String(hour).padStart(2, '0')}:${minute}`, label };
  }),
  { value: '24 hours', label: '24 hours' },
];

const field = (text: string, error = false) => ({ text, error });
const pair = (open: string, close: string, removable = false) => ({ open: field(open), close: field(close), removable });

export const STORY_WEEK: DayView[] = [
  { day: 'monday', label: 'Monday', closed: false, allDay: false, pairs: [pair('9:00 AM', '5:00 PM')] },
  { day: 'tuesday', label: 'Tuesday', closed: false, allDay: false, pairs: [pair('9:00 AM', '12:00 PM'), pair('1:00 PM', '5:00 PM', true)] },
  { day: 'wednesday', label: 'Wednesday', closed: false, allDay: true, pairs: [] },
  { day: 'thursday', label: 'Thursday', closed: false, allDay: false, pairs: [{ open: field('9:00 XM', true), close: field('5:00 PM'), removable: false }] },
  { day: 'friday', label: 'Friday', closed: false, allDay: false, pairs: [pair('8:00 AM', '4:00 PM')] },
  { day: 'saturday', label: 'Saturday', closed: true, allDay: false, pairs: [] },
  { day: 'sunday', label: 'Sunday', closed: true, allDay: false, pairs: [] },
];

export const storyRow = (id: string, extra: Partial<SpecialRowView> = {}): SpecialRowView => ({
  id,
  date: '2026-12-25',
  closed: true,
  allDay: false,
  pairs: [],
  errors: [],
  warnings: [],
  ...extra,
});
