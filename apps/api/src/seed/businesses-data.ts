/** Per-vertical business data for generated accounts: categories, review sources with shares, opening hours. */
import type { Vertical, WeeklyHours } from '../db/schema.js';

export interface VerticalProfile {
  categories: string[];
  /** Review source codes with their share of reviews. */
  sources: [string, number][];
  hours: WeeklyHours;
}

const day = (open: string, close: string) => ({ open: true, is_24_hours: false, hours: [{ open_time: open, close_time: close }] });
const closed = { open: false, is_24_hours: false, hours: [] };
const weekdays = (open: string, close: string) =>
  ({ monday: day(open, close), tuesday: day(open, close), wednesday: day(open, close), thursday: day(open, close), friday: day(open, close) });

export const VERTICALS: Record<Vertical, VerticalProfile> = {
  healthcare: {
    categories: ['Dentist', 'Dental Clinic', 'Pediatric Dentist', 'Orthodontist', 'Cosmetic Dentist'],
    sources: [['google', 50], ['facebook', 18], ['yelp', 15], ['healthgrades', 10], ['zocdoc', 7]],
    hours: { ...weekdays('08:00', '17:00'), saturday: day('09:00', '13:00'), sunday: closed },
  },
  restaurant: {
    categories: ['Restaurant', 'American Restaurant', 'Italian Restaurant', 'Cafe', 'Brunch Restaurant'],
    sources: [['google', 45], ['yelp', 25], ['facebook', 12], ['tripadvisor', 10], ['opentable', 8]],
    hours: { ...weekdays('11:00', '22:00'), saturday: day('10:00', '23:00'), sunday: day('10:00', '21:00') },
  },
  automotive: {
    categories: ['Car Dealer', 'Used Car Dealer', 'Auto Repair Shop'],
    sources: [['google', 50], ['cars_com', 20], ['dealerrater', 15], ['facebook', 10], ['yelp', 5]],
    hours: { ...weekdays('09:00', '20:00'), saturday: day('09:00', '18:00'), sunday: closed },
  },
  senior_care: {
    categories: ['Assisted Living Facility', 'Memory Care Facility', 'Retirement Community'],
    sources: [['google', 45], ['caring_com', 25], ['a_place_for_mom', 20], ['facebook', 10]],
    hours: { ...weekdays('08:00', '18:00'), saturday: day('10:00', '16:00'), sunday: day('10:00', '16:00') },
  },
  other: {
    categories: ['Plumber', 'HVAC Contractor', 'Electrician'],
    sources: [['google', 55], ['yelp', 20], ['facebook', 15], ['trustpilot', 10]],
    hours: { ...weekdays('07:00', '18:00'), saturday: day('08:00', '14:00'), sunday: closed },
  },
};
