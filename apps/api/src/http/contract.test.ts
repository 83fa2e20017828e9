import { describe, expect, it } from 'vitest';
import { loadContract, loadedContract } from './contract.js';
import { loadMiniContract, MINI_CONTRACT_PATH } from './fixtures/framework-app.js';

describe('loadContract', () => {
  it('bundles split files into one dereferenced document, once', async () => {
    const contract = await loadMiniContract();
    expect(await loadContract(MINI_CONTRACT_PATH)).toBe(contract);
    expect(loadedContract(MINI_CONTRACT_PATH)).toBe(contract);
    const health = contract.byOperationId.get('health');
    // The $ref into components.yaml is resolved to the schema itself.
    expect(health?.responses['200']?.schema).toMatchObject({ type: 'object', required: ['status'] });
    expect(health?.parameters).toEqual([{ name: 'nonce', in: 'query', required: false, schema: { type: 'string' } }]);
  });

  it('keeps the docs copy with its $refs to named components', async () => {
    const { bundled } = await loadMiniContract();
    expect(JSON.stringify(bundled)).toContain('#/components/schemas/');
  });

  it('lists every operation with method, path, access and body', async () => {
    const { operations, byOperationId } = await loadMiniContract();
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('PATCH /widgets/{id}');
    const update = byOperationId.get('updateWidget');
    // Path-level parameters are merged into each operation; path parameters are always required.
    expect(update?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }]);
    expect(update?.requestBody).toMatchObject({ contentType: 'application/vnd.locus.v1+hal+json', required: false, multipart: false });
    expect(update?.isPublic).toBe(true);
    expect(byOperationId.get('listLocations')).toMatchObject({ isPublic: false, permission: { resource: 'location', verb: 'read' } });
    expect(byOperationId.get('getSession')?.permission).toBeUndefined();
    expect(byOperationId.get('uploadFile')?.requestBody).toMatchObject({ multipart: true, schema: undefined });
  });

  it('a contract that cannot be read is an error naming the file', async () => {
    await expect(loadContract('/nonexistent/openapi.yaml')).rejects.toThrow();
  });
});
