import { can, type Permissions } from '@locus/auth';
import {
  WEEKDAYS,
  describeDay,
  detailHolidayHours,
  openStatusLabel,
  weekdayLabel,
  type SpecialHours,
  type WeekHours,
} from '@locus/hours';
import moment from 'moment';

export const NO_EXTERNAL_ID = 'No External ID';
export const SEE_ALL_HOLIDAY_HOURS = 'See All Holiday Hours';
export const CONTACT_ADMIN_HOLIDAY_HOURS = 'Contact an admin or manager to view additional holiday hours.';

/** The location as the detail page reads it (the contract's LocationDetail, the fields used). */
export interface LocationDetailInput {
  id: number;
  name: string;
  public_name: string | null;
  address: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  state_code: string | null;
  zipcode: string | null;
  phone: string | null;
  website: string | null;
  external_id: string | null;
  category_name: string | null;
  open_status: string;
  hours: WeekHours;
  special_hours: SpecialHours[];
  directories: { directory_code: string; directory_name: string; status: string; overrides: { phone: string | null; website: string | null } | null }[];
  /** The location's NPI numbers (healthcare accounts show them). */
  npi_numbers?: string[];
}

export interface DetailContext {
  permissions: Permissions | null | undefined;
  /** The create_widget account flag (decision 17). */
  createWidgetFlag: boolean;
  /** The location_photo_section account flag (decision 17). */
  photoSectionFlag: boolean;
  /** A healthcare account: the detail shows the NPI (F6-064). */
  healthcare?: boolean;
}

export interface DetailField {
  label: string;
  value: string;
}

export interface DetailViewModel {
  title: string;
  fields: DetailField[];
  /** Null when the location has no regular hours. */
  hours: { day: string; text: string }[] | null;
  holidayHours: { date: string; text: string }[];
  /** 'See All Holiday Hours' (a link) or the contact-an-admin sentence, when more than five exist. */
  moreHolidayHours: { kind: 'link'; text: string } | { kind: 'text'; text: string } | null;
  overrides: { directory: string; phone: string | null; website: string | null }[];
  actions: { createWidget: boolean; edit: boolean; syncFromGoogle: boolean; delete: boolean };
  showPhotoSection: boolean;
}

const dash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** 'Springfield, IL 62701' from the parts present. */
export function cityStateZip(location: Pick<LocationDetailInput, 'city' | 'state' | 'state_code' | 'zipcode'>): string {
  const state = location.state_code || location.state;
  const cityState = [location.city, state].filter(Boolean).join(', ');
  return [cityState, location.zipcode].filter(Boolean).join(' ');
}

/**
 * The main directory's statuses of a listing that is published there (F2-009): a copy out of sync with Locus is
 * still on Google, as the server's photo availability counts it (docs/photos.md).
 */
const PUBLISHED_ON_MAIN: readonly string[] = ['published', 'in_sync', 'not_in_sync'];

/** The detail page (section 2, Location detail): fields, hours, holiday hours, overrides and the gated actions. */
export function detailViewModel(location: LocationDetailInput, context: DetailContext): DetailViewModel {
  const { permissions } = context;
  const canUpdate = can(permissions, 'location', 'update');
  const google = location.directories.find((entry) => entry.directory_code === 'google');
  const { shown, hasMore } = detailHolidayHours(location.special_hours);
  return {
    title: location.name,
    fields: [
      { label: 'Internal Name', value: location.name },
      { label: 'External ID', value: location.external_id?.trim() ? location.external_id : NO_EXTERNAL_ID },
      { label: 'Public Name', value: dash(location.public_name) },
      { label: 'Category', value: dash(location.category_name) },
      { label: 'Address', value: dash(location.address) },
      { label: 'Address Line 2', value: dash(location.address_2) },
      { label: 'City, State, Zip', value: dash(cityStateZip(location)) },
      { label: 'Phone', value: dash(location.phone) },
      { label: 'Website', value: dash(location.website) },
      { label: 'Business Status', value: openStatusLabel(location.open_status) },
      ...(context.healthcare ? [{ label: 'NPI', value: dash(location.npi_numbers?.join(', ')) }] : []),
    ],
    hours: location.hours ? WEEKDAYS.map((day) => ({ day: weekdayLabel(day), text: describeDay(location.hours?.[day]) })) : null,
    holidayHours: shown.map((row) => ({
      date: moment(row.start_date, 'YYYY-MM-DD').format('ddd, MMM D, YYYY'),
      text: row.closed ? 'Closed' : describeDay({ open: true, is_24_hours: row.is_24_hours, hours: row.hours }),
    })),
    moreHolidayHours: !hasMore
      ? null
      : canUpdate
        ? { kind: 'link', text: SEE_ALL_HOLIDAY_HOURS }
        : { kind: 'text', text: CONTACT_ADMIN_HOLIDAY_HOURS },
    overrides: location.directories
      .filter((entry) => entry.overrides && (entry.overrides.phone || entry.overrides.website))
      .map((entry) => ({ directory: entry.directory_name, phone: entry.overrides?.phone ?? null, website: entry.overrides?.website ?? null })),
    actions: {
      createWidget: can(permissions, 'amplify', 'create') && context.createWidgetFlag && Boolean(location.external_id?.trim()),
      edit: canUpdate,
      syncFromGoogle: canUpdate,
      delete: can(permissions, 'location', 'delete'),
    },
    showPhotoSection:
      can(permissions, 'local_listing', 'read') && context.photoSectionFlag && PUBLISHED_ON_MAIN.includes(google?.status ?? ''),
  };
}
