/**
 * Experience categories (F3-054): the server's lower-case ids, the names people read, and the icon each
 * has (the view maps icon names to pictures).
 */
export const EXPERIENCE_CATEGORIES = [
  'food', 'service', 'atmosphere', 'value', 'consumer', 'customer', 'product', 'location', 'carequality',
  'bedsidemanner', 'staff', 'waittime', 'facilities', 'patient',
] as const;
export type ExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];

export const CATEGORY_LABELS: Readonly<Record<ExperienceCategory, string>> = {
  food: 'Food',
  service: 'Service',
  atmosphere: 'Atmosphere',
  value: 'Value',
  consumer: 'Consumer',
  customer: 'Customer',
  product: 'Product',
  location: 'Location',
  carequality: 'Care Quality',
  bedsidemanner: 'Bedside Manner',
  staff: 'Staff',
  waittime: 'Wait Time',
  facilities: 'Facilities',
  patient: 'Patient',
};

export const isExperienceCategory = (value: unknown): value is ExperienceCategory =>
  (EXPERIENCE_CATEGORIES as readonly unknown[]).includes(value);

/** The name of a category id, or the id itself when it is not one we know. */
export const categoryLabel = (category: string): string =>
  isExperienceCategory(category) ? CATEGORY_LABELS[category] : category;
