/**
 * Experience categories (F3-054): which keywords count towards which category. A keyword belongs to the
 * category listing it exactly ('wait time'), else to the one listing its head noun, the last word of a
 * compound ('desk staff' → staff); otherwise to none. The lists are the words reviews of the product's
 * verticals (healthcare, restaurants, dealerships, senior care) use for each experience.
 */
export const EXPERIENCE_CATEGORIES = [
  'food', 'service', 'atmosphere', 'value', 'consumer', 'customer', 'product', 'location', 'carequality',
  'bedsidemanner', 'staff', 'waittime', 'facilities', 'patient',
] as const;
export type ExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];

const TERMS: Readonly<Record<ExperienceCategory, readonly string[]>> = {
  food: ['food', 'meal', 'dish', 'menu', 'taste', 'flavor', 'pizza', 'burger', 'salad', 'dessert', 'breakfast', 'lunch', 'dinner', 'drink', 'coffee', 'portion'],
  service: ['service', 'customer service', 'booking', 'appointment', 'scheduling', 'reservation', 'order', 'delivery', 'communication', 'call', 'follow-up', 'experience'],
  atmosphere: ['atmosphere', 'ambiance', 'ambience', 'vibe', 'music', 'decor', 'noise', 'environment', 'mood'],
  value: ['price', 'value', 'cost', 'bill', 'charge', 'fee', 'deal', 'insurance', 'payment', 'money', 'quote', 'estimate'],
  consumer: ['consumer', 'shopper', 'buyer'],
  customer: ['customer', 'client', 'guest'],
  product: ['product', 'car', 'vehicle', 'truck', 'selection', 'inventory', 'item', 'quality', 'part', 'model'],
  location: ['location', 'area', 'neighborhood', 'street', 'block', 'address', 'direction', 'access'],
  carequality: ['care', 'treatment', 'procedure', 'cleaning', 'exam', 'checkup', 'filling', 'crown', 'surgery', 'therapy', 'diagnosis', 'medication', 'result'],
  bedsidemanner: ['bedside manner', 'manner', 'explanation', 'attitude', 'patience', 'compassion', 'kindness', 'question'],
  staff: ['staff', 'team', 'employee', 'receptionist', 'front desk', 'desk', 'nurse', 'hygienist', 'dentist', 'doctor', 'physician', 'assistant', 'server', 'waiter', 'waitress', 'salesperson', 'caregiver', 'technician', 'manager', 'management', 'people'],
  waittime: ['wait time', 'wait', 'waiting room', 'delay', 'schedule', 'hour', 'minute'],
  facilities: ['facility', 'facilities', 'office', 'building', 'parking', 'restroom', 'bathroom', 'room', 'lobby', 'cleanliness', 'space', 'equipment', 'restaurant', 'dealership', 'community'],
  patient: ['patient'],
};

const CATEGORY_BY_TERM: ReadonlyMap<string, ExperienceCategory> = new Map(
  (Object.entries(TERMS) as [ExperienceCategory, readonly string[]][]).flatMap(([category, terms]) => terms.map((t) => [t, category] as const)),
);

export function categoryOf(keyword: string): ExperienceCategory | null {
  return CATEGORY_BY_TERM.get(keyword) ?? CATEGORY_BY_TERM.get(keyword.split(' ').at(-1) ?? '') ?? null;
}

export const isExperienceCategory = (value: string): value is ExperienceCategory =>
  (EXPERIENCE_CATEGORIES as readonly string[]).includes(value);
