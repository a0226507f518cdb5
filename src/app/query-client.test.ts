import { describe, expect, it } from 'vitest';
import { PortalError } from '@/api/http/portal-error';
import { useBusyStore } from '@/stores/busy-store';
import { useSnackbarStore } from '@/stores/snackbar-store';
import { createQueryClient } from './query-client';

const snacks = () => useSnackbarStore.getState().queue.map((s) => s.message);
const failing = (error: unknown) => () => Promise.reject(error);

describe('query client error policy', () => {
  it('does not snack a first-load failure', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['a'], queryFn: failing(new PortalError(404, 'Gone')), retry: false });
    expect(snacks()).toEqual([]);
  });
  it('snacks a failure of a query that already had data', async () => {
    const client = createQueryClient();
    client.setQueryData(['a'], 1);
    await client.prefetchQuery({ queryKey: ['a'], queryFn: failing(new PortalError(500, '')), retry: false, staleTime: 0 });
    expect(snacks()).toEqual(['Error code 500']);
  });
  it('never snacks a 401', async () => {
    const client = createQueryClient();
    client.setQueryData(['a'], 1);
    await client.prefetchQuery({ queryKey: ['a'], queryFn: failing(new PortalError(401, 'Unauthorized')), retry: false, staleTime: 0 });
    await client.getMutationCache().build(client, { mutationFn: failing(new PortalError(401, 'x')) }).execute(undefined).catch(() => {});
    expect(snacks()).toEqual([]);
  });
  it('mutations snack by default, clear the busy overlay, and honour meta.skipErrorSnack', async () => {
    const client = createQueryClient();
    useBusyStore.getState().setBusy('Saving…');
    await client.getMutationCache().build(client, { mutationFn: failing(new PortalError(409, 'Overlap')) }).execute(undefined).catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: failing(new PortalError(409, 'Quiet')), meta: { skipErrorSnack: true } })
      .execute(undefined)
      .catch(() => {});
    expect(snacks()).toEqual(['Overlap']);
    expect(useBusyStore.getState().message).toBeNull();
  });
});
