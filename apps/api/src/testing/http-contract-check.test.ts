import { describe, expect, it } from 'vitest';
import { loadMiniContract } from '../http/fixtures/framework-app.js';
import { expectMatchesContract } from './http-contract-check.js';

describe('expectMatchesContract', () => {
  it('accepts a reply that matches the declared schema', async () => {
    const contract = await loadMiniContract();
    expect(() => expectMatchesContract('health', 200, { status: 'ok' }, contract)).not.toThrow();
  });

  it('names what differs from the contract', async () => {
    const contract = await loadMiniContract();
    expect(() => expectMatchesContract('health', 200, { status: 'down' }, contract)).toThrow(/\/status must be equal to one of the allowed values/);
    expect(() => expectMatchesContract('health', 200, {}, contract)).toThrow(/must have required property 'status'/);
  });

  it('refuses a status the operation does not declare, and an unknown operation', async () => {
    const contract = await loadMiniContract();
    expect(() => expectMatchesContract('health', 418, { status: 'ok' }, contract)).toThrow('health does not declare a 418 reply');
    expect(() => expectMatchesContract('nope', 200, {}, contract)).toThrow('The contract has no operation nope');
  });

  it('accepts an empty body where no JSON body is declared, and refuses one', async () => {
    const contract = await loadMiniContract();
    expect(() => expectMatchesContract('deleteWidget', 204, '', contract)).not.toThrow();
    expect(() => expectMatchesContract('deleteWidget', 204, { id: 1 }, contract)).toThrow(/declares no JSON body/);
  });
});
