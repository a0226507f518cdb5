import { describe, expect, it } from 'vitest';
import { endpointAreas, endpointDefinition } from '@/contract/endpoint-areas';
import { endpoints, type EndpointName } from '@/contract/endpoints';

describe('endpointDefinition', () => {
  it('finds every endpoint of the joined table in its own area, and nothing else', async () => {
    const names = Object.keys(endpoints) as EndpointName[];
    expect(Object.keys(endpointAreas).sort()).toEqual([...names].sort());
    for (const name of names) expect(await endpointDefinition(name)).toBe(endpoints[name]);
  });
  it('refuses a name that is no endpoint', async () => {
    await expect(endpointDefinition('nope' as EndpointName)).rejects.toThrow();
  });
});
