import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/query-client';
import { connectRealtime } from './realtime-client';
import { useRealtimeStatusStore } from './realtime-status-store';
import { startRealtimeSync } from './realtime-sync';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}
const createSocket = (url: string) => new FakeSocket(url) as unknown as WebSocket;
const last = () => FakeSocket.all.at(-1)!;
const status = () => useRealtimeStatusStore.getState().status;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('connectRealtime', () => {
  const handlers = () => ({ onUpdate: vi.fn(), onResync: vi.fn(), onUnauthorized: vi.fn() });

  it('authenticates on open, pings every 45 s, reconnects within 5 s and backs off on failures', () => {
    const h = handlers();
    const stop = connectRealtime({ url: 'ws://api/update', sessionKey: 'k1', createSocket, random: () => 0, ...h });
    expect(status()).toBe('connecting');
    last().open();
    expect(status()).toBe('open');
    expect(last().sent).toEqual([{ type: 'auth', sessionKey: 'k1' }]);
    last().receive({ type: 'ready', seq: 7 });
    vi.advanceTimersByTime(45_000);
    expect(last().sent).toEqual([{ type: 'auth', sessionKey: 'k1' }, { type: 'ping' }]);
    expect(h.onResync).not.toHaveBeenCalled();

    last().drop();
    expect(status()).toBe('closed');
    vi.advanceTimersByTime(4_249); // never later than 5 s, less the handshake's 750 ms
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop(); // failed attempt → 10 s bound
    vi.advanceTimersByTime(9_249);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    last().drop(); // opened but refused before ready: still a failure → 20 s bound
    vi.advanceTimersByTime(19_249);
    expect(FakeSocket.all).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(4);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', sessionKey: 'k1', since: 7 }]);

    last().receive({ type: 'update', update: true, areas: ['contacts'], seq: 8 });
    last().receive({ type: 'nonsense' });
    expect(h.onUpdate).toHaveBeenCalledTimes(1);
    expect(h.onUpdate).toHaveBeenCalledWith(['contacts']);

    stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(4);
    expect(status()).toBe('closed');
  });

  it('resyncs after the server is ready, not on open, with what changed since the last seq it saw', () => {
    const h = handlers();
    connectRealtime({ url: 'ws://x', sessionKey: 'k', createSocket, random: () => 0, ...h });
    last().open();
    last().receive({ type: 'ready', seq: 3 });
    last().receive({ type: 'update', update: true, areas: ['messages'], seq: 4 });
    last().receive({ type: 'update', update: true, seq: 2 }); // late and older: the last seq stays 4
    last().drop();
    vi.advanceTimersByTime(5_000);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', sessionKey: 'k', since: 4 }]);
    // Open is not enough: a change may still land before the server files the socket.
    expect(h.onResync).not.toHaveBeenCalled();
    last().receive({ type: 'ready', seq: 6, changed: ['messages', 'user'] });
    expect(h.onResync).toHaveBeenCalledWith(['messages', 'user']);

    // A quiet reconnect: nothing to refetch.
    last().drop();
    vi.advanceTimersByTime(5_000);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', sessionKey: 'k', since: 6 }]);
    last().receive({ type: 'ready', seq: 6, changed: [] });
    expect(h.onResync).toHaveBeenLastCalledWith([]);

    // A server that does not say (no seq, no changed): everything.
    last().drop();
    vi.advanceTimersByTime(5_000);
    last().open();
    last().receive({ type: 'ready' });
    expect(h.onResync).toHaveBeenLastCalledWith('all');
    last().drop();
    vi.advanceTimersByTime(5_000);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', sessionKey: 'k' }]); // no seq known any more
    last().receive({ type: 'ready', seq: 1 });
    expect(h.onResync).toHaveBeenLastCalledWith('all');
    expect(h.onResync).toHaveBeenCalledTimes(4);
  });

  it('stops and reports an unauthorized session', () => {
    const onUnauthorized = vi.fn();
    connectRealtime({ url: 'ws://x', sessionKey: 'k', createSocket, onUpdate: vi.fn(), onResync: vi.fn(), onUnauthorized });
    last().open();
    last().receive({ type: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('startRealtimeSync', () => {
  const setup = () => {
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const refreshUser = vi.fn();
    const stop = startRealtimeSync({ queryClient, scope: 'u1', sessionKey: 'k', refreshUser, onUnauthorized: vi.fn(), createSocket });
    const keys = () => invalidate.mock.calls.map(([filters]) => (filters?.queryKey as string[]).join('/'));
    const reconnect = (ready: unknown) => {
      invalidate.mockClear();
      refreshUser.mockClear();
      last().drop();
      vi.advanceTimersByTime(5_000);
      last().open();
      expect(keys()).toEqual([]); // nothing on open
      last().receive(ready);
    };
    return { invalidate, refreshUser, stop, keys, reconnect };
  };

  it('refreshes the user, invalidates account and phone numbers, throttles messages', () => {
    const { invalidate, refreshUser, stop, keys } = setup();
    last().open();
    last().receive({ type: 'ready', seq: 1 });

    last().receive({ type: 'update', update: true });
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual(['portal/u1/messages', 'portal/u1/account', 'portal/u1/phoneNumbers']);

    invalidate.mockClear();
    last().receive({ type: 'update', update: true });
    expect(keys()).toEqual(['portal/u1/account', 'portal/u1/phoneNumbers']); // messages throttled
    vi.advanceTimersByTime(60_000);
    expect(keys()).toContain('portal/u1/messages'); // one trailing run
    stop();
  });

  it('after a reconnect refreshes what changed (messages not throttled), everything, or nothing', () => {
    const { refreshUser, stop, keys, reconnect } = setup();
    last().open();
    last().receive({ type: 'ready', seq: 1 });
    last().receive({ type: 'update', update: true, areas: ['messages'], seq: 2 }); // the throttle window starts

    reconnect({ type: 'ready', seq: 3, changed: ['contacts', 'messages'] });
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual(['portal/u1/messages', 'portal/u1/account', 'portal/u1/phoneNumbers', 'portal/u1/contacts']);

    reconnect({ type: 'ready', seq: 3, changed: [] });
    expect(keys()).toEqual([]);
    expect(refreshUser).not.toHaveBeenCalled();

    reconnect({ type: 'ready', seq: 9, changed: 'all' });
    expect(keys()).toEqual(['portal/u1']);
    stop();
  });
});
