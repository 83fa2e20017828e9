export { seedDemo, type SeedResult } from './seed-demo.js';
export { seedLookups } from './lookups.js';
export { seedLarge, type LargeSeedOptions, type LargeSeedResult } from './large.js';
export { SEED_NOW, DEMO_PASSWORD } from './constants.js';
export { DEMO_ACCOUNTS } from './demo-accounts.js';
export { FEATURE_SETTING_CODES, RESTRICTION_SETTING_CODES } from '../modules/accounts/setting-codes.js';
