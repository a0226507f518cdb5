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
  it('authenticates on open, pings every 45 s, reconnects with back-off', () => {
    const handlers = { onUpdate: vi.fn(), onReconnect: vi.fn(), onUnauthorized: vi.fn() };
    const stop = connectRealtime({ url: 'ws://api/update', sessionKey: 'k1', createSocket, random: () => 0.5, ...handlers });
    expect(status()).toBe('connecting');
    last().open();
    expect(status()).toBe('open');
    expect(last().sent).toEqual([{ type: 'auth', sessionKey: 'k1' }]);
    vi.advanceTimersByTime(45_000);
    expect(last().sent).toEqual([{ type: 'auth', sessionKey: 'k1' }, { type: 'ping' }]);
    expect(handlers.onReconnect).not.toHaveBeenCalled();

    last().drop();
    expect(status()).toBe('closed');
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop(); // failed attempt → 10 s
    vi.advanceTimersByTime(9_999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    expect(handlers.onReconnect).toHaveBeenCalledTimes(1);

    last().receive({ type: 'update', update: true, areas: ['contacts'] });
    last().receive({ type: 'nonsense' });
    expect(handlers.onUpdate).toHaveBeenCalledTimes(1);
    expect(handlers.onUpdate).toHaveBeenCalledWith(['contacts']);

    stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(3);
    expect(status()).toBe('closed');
  });

  it('stops and reports an unauthorized session', () => {
    const onUnauthorized = vi.fn();
    connectRealtime({ url: 'ws://x', sessionKey: 'k', createSocket, onUpdate: vi.fn(), onReconnect: vi.fn(), onUnauthorized });
    last().open();
    last().receive({ type: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('startRealtimeSync', () => {
  it('refreshes the user, invalidates account and phone numbers, throttles messages, invalidates all after reconnect', () => {
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const refreshUser = vi.fn();
    const stop = startRealtimeSync({ queryClient, scope: 'u1', sessionKey: 'k', refreshUser, onUnauthorized: vi.fn(), createSocket });
    last().open();
    const keys = () => invalidate.mock.calls.map(([filters]) => (filters?.queryKey as string[]).join('/'));

    last().receive({ type: 'update', update: true });
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual(['portal/u1/messages', 'portal/u1/account', 'portal/u1/phoneNumbers']);

    invalidate.mockClear();
    last().receive({ type: 'update', update: true });
    expect(keys()).toEqual(['portal/u1/account', 'portal/u1/phoneNumbers']); // messages throttled
    vi.advanceTimersByTime(60_000);
    expect(keys()).toContain('portal/u1/messages'); // one trailing run

    invalidate.mockClear();
    last().drop();
    vi.advanceTimersByTime(6_000);
    last().open();
    expect(keys()).toEqual(['portal/u1']);
    stop();
  });
});
