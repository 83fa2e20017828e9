/**
 * `@locus/reviews/response-rules`: the rules a reply must pass before it is published (which sites take
 * replies and how long, the length as the sites count it, the healthcare privacy check), alone: no MobX, no
 * client. The reference server imports this entry so it refuses exactly what the browser's composer refuses.
 */
export * from './model/response-sites.js';
export * from './model/response-length.js';
export * from './model/healthcare-reply-check.js';
