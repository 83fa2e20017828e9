import type { Schemas } from '@locus/api-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { Subscore, SubscoreCode, TargetMetric, Targets } from './score-types.js';

describe('the score types', () => {
  it('[F3-042] [F3-043] equal the contract\'s, so the server and the browser speak of the same fields', () => {
    expectTypeOf<TargetMetric>().toEqualTypeOf<Schemas['TargetMetric']>();
    expectTypeOf<SubscoreCode>().toEqualTypeOf<Schemas['SubscoreCode']>();
    expectTypeOf<Targets>().toMatchTypeOf<Schemas['TargetSettingsInput']>();
    expectTypeOf<Schemas['TargetSettingsInput']>().toMatchTypeOf<Targets>();
    expectTypeOf<Subscore>().toMatchTypeOf<Schemas['Subscore']>();
    expectTypeOf<Schemas['Subscore']>().toMatchTypeOf<Subscore>();
  });
});
