// The public surface of @locus/requests (Ask for Reviews): see README.md.
export { formatPhone, normalizeEmail, normalizePhone } from './contact-rules.js';
