/**
 * `@locus/scoring/formula`: the score's rules and vocabulary alone (no MobX, no React, no client), the entry
 * the reference server imports so the browser's what-if and the server's scores are one formula.
 */
export * from './model/score-rules.js';
export type * from './model/score-types.js';
