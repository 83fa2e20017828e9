/** Reference data every installation has: user types, review sources, countries, states, categories. */
import type { SourceCode, SourceKind, UserTypeCode, UserTypeName } from '../db/schema.js';

export const USER_TYPES: readonly { code: UserTypeCode; name: UserTypeName }[] = [
  { code: 'email_only', name: 'Email Only' },
  { code: 'read_only', name: 'Read Only' },
  { code: 'user', name: 'User' },
  { code: 'limited_user', name: 'Limited User' },
  { code: 'manager', name: 'Manager' },
  { code: 'admin', name: 'Admin' },
  { code: 'support', name: 'Support' },
];

export const SOURCES: readonly { code: SourceCode; name: string; kind: SourceKind }[] = [
  { code: 'google', name: 'Google', kind: 'directory' },
  { code: 'facebook', name: 'Facebook', kind: 'directory' },
  { code: 'yelp', name: 'Yelp', kind: 'review_site' },
  { code: 'tripadvisor', name: 'Tripadvisor', kind: 'review_site' },
  { code: 'bing', name: 'Bing', kind: 'directory' },
  { code: 'apple_maps', name: 'Apple Maps', kind: 'directory' },
  { code: 'healthgrades', name: 'Healthgrades', kind: 'review_site' },
  { code: 'zocdoc', name: 'Zocdoc', kind: 'review_site' },
  { code: 'cars_com', name: 'Cars.com', kind: 'review_site' },
  { code: 'dealerrater', name: 'DealerRater', kind: 'review_site' },
  { code: 'caring_com', name: 'Caring.com', kind: 'review_site' },
  { code: 'a_place_for_mom', name: 'A Place for Mom', kind: 'review_site' },
  { code: 'g2', name: 'G2', kind: 'review_site' },
  { code: 'capterra', name: 'Capterra', kind: 'review_site' },
  { code: 'trustpilot', name: 'Trustpilot', kind: 'review_site' },
  { code: 'opentable', name: 'OpenTable', kind: 'review_site' },
  { code: 'feedback', name: 'Feedback', kind: 'internal' },
];

export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'US', name: 'United States' }, { code: 'CA', name: 'Canada' }, { code: 'MX', name: 'Mexico' },
  { code: 'GB', name: 'United Kingdom' }, { code: 'IE', name: 'Ireland' }, { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' }, { code: 'DE', name: 'Germany' }, { code: 'FR', name: 'France' },
  { code: 'ES', name: 'Spain' }, { code: 'IT', name: 'Italy' }, { code: 'NL', name: 'Netherlands' },
  { code: 'BR', name: 'Brazil' }, { code: 'IN', name: 'India' }, { code: 'JP', name: 'Japan' },
  { code: 'PR', name: 'Puerto Rico' },
];

/** US states (with DC) and Canadian provinces/territories: `code:Name` pairs, grouped by country code. */
export const STATES: Readonly<Record<'US' | 'CA', string>> = {
  US: 'AL:Alabama AK:Alaska AZ:Arizona AR:Arkansas CA:California CO:Colorado CT:Connecticut DE:Delaware ' +
    'DC:District_of_Columbia FL:Florida GA:Georgia HI:Hawaii ID:Idaho IL:Illinois IN:Indiana IA:Iowa KS:Kansas ' +
    'KY:Kentucky LA:Louisiana ME:Maine MD:Maryland MA:Massachusetts MI:Michigan MN:Minnesota MS:Mississippi ' +
    'MO:Missouri MT:Montana NE:Nebraska NV:Nevada NH:New_Hampshire NJ:New_Jersey NM:New_Mexico NY:New_York ' +
    'NC:North_Carolina ND:North_Dakota OH:Ohio OK:Oklahoma OR:Oregon PA:Pennsylvania RI:Rhode_Island ' +
    'SC:South_Carolina SD:South_Dakota TN:Tennessee TX:Texas UT:Utah VT:Vermont VA:Virginia WA:Washington ' +
    'WV:West_Virginia WI:Wisconsin WY:Wyoming',
  CA: 'AB:Alberta BC:British_Columbia MB:Manitoba NB:New_Brunswick NL:Newfoundland_and_Labrador ' +
    'NS:Nova_Scotia NT:Northwest_Territories NU:Nunavut ON:Ontario PE:Prince_Edward_Island QC:Quebec ' +
    'SK:Saskatchewan YT:Yukon',
};

export function parseStates(list: string): { code: string; name: string }[] {
  return list.split(' ').map((pair) => {
    const [code = '', name = ''] = pair.split(':');
    return { code, name: name.replaceAll('_', ' ') };
  });
}

/** US state names by code. */
export const US_STATE_NAMES: ReadonlyMap<string, string> = new Map(parseStates(STATES.US).map((s) => [s.code, s.name]));

/** Business categories (Google-style ids), grouped loosely by vertical. */
export const CATEGORIES: readonly string[] = [
  // healthcare
  'Dentist', 'Dental Clinic', 'Orthodontist', 'Pediatric Dentist', 'Oral Surgeon', 'Periodontist', 'Endodontist',
  'Cosmetic Dentist', 'Family Practice Physician', 'Urgent Care Center', 'Medical Clinic', 'Physical Therapy Clinic',
  'Chiropractor', 'Optometrist', 'Dermatologist', 'Pediatrician', 'Veterinarian', 'Pharmacy', 'Hearing Aid Store',
  'Medical Spa',
  // senior care
  'Assisted Living Facility', 'Senior Citizen Center', 'Nursing Home', 'Memory Care Facility', 'Home Health Care Service',
  'Retirement Community',
  // restaurants
  'Restaurant', 'American Restaurant', 'Italian Restaurant', 'Mexican Restaurant', 'Pizza Restaurant', 'Cafe',
  'Coffee Shop', 'Bakery', 'Breakfast Restaurant', 'Brunch Restaurant', 'Seafood Restaurant', 'Sushi Restaurant',
  'Steak House', 'Vegetarian Restaurant', 'Fast Food Restaurant', 'Bar & Grill',
  // automotive
  'Car Dealer', 'Used Car Dealer', 'Auto Repair Shop', 'Tire Shop', 'Oil Change Service', 'Car Wash', 'Auto Body Shop',
  // other services
  'Plumber', 'Electrician', 'HVAC Contractor', 'Roofing Contractor', 'Real Estate Agency', 'Insurance Agency', 'Bank',
  'Credit Union', 'Hair Salon', 'Gym', 'Hotel', 'Self-Storage Facility', 'Pet Groomer', 'Dry Cleaner',
];

export function googleCategoryId(name: string): string {
  return `gcid:${name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
}
