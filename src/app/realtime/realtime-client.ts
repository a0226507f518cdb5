import { serverRealtimeMessageSchema, type ClientRealtimeMessage, type RealtimeArea, type RealtimeResync } from '@/contract/realtime';
import { reconnectDelay, realtimeTiming } from '@/lib/realtime-policy';
import { setRealtimeStatus } from './realtime-status-store';

export interface RealtimeHandlers {
  /** An update flag arrived; `areas` is the reference server's hint (absent = everything). */
  onUpdate: (areas: readonly RealtimeArea[] | undefined) => void;
  /**
   * A socket after the first is ready: what changed while the client was away (and up to the
   * server's answer), as the server tells it, or 'all' when it cannot tell.
   */
  onResync: (changed: RealtimeResync) => void;
  /** The server refused the session key. */
  onUnauthorized: () => void;
}

export interface RealtimeOptions extends RealtimeHandlers {
  url: string;
  sessionKey: string;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/**
 * One websocket to `{api}/update` (spec core §4): sends the session key on open, pings every 45 s,
 * reconnects after a close (within 5 s, jittered, backing off after repeated failures). Returns stop().
 *
 * Resync: the client keeps the last update seq it saw and sends it as `since` when it
 * authenticates again; it calls onResync on `ready`, not on open, because only `ready` covers the
 * gap up to the moment the server files the socket under the user (a refetch on open could read
 * the data before a change whose update then reached no socket).
 */
export function connectRealtime(options: RealtimeOptions): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const random = options.random ?? Math.random;
  let socket: WebSocket | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let everOpened = false;
  let failures = 0;
  /** The user's update seq as last heard (ready or update); undefined until known. */
  let lastSeq: number | undefined;

  const send = (message: ClientRealtimeMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const clearPing = () => {
    if (pingTimer !== null) clearInterval(pingTimer);
    pingTimer = null;
  };

  const open = () => {
    if (stopped) return;
    setRealtimeStatus('connecting');
    /** The server answered ready on this socket. */
    let opened = false;
    let reconnect = false;
    let sentSince = false;
    try {
      socket = createSocket(options.url);
    } catch {
      scheduleReconnect(false);
      return;
    }
    socket.onopen = () => {
      setRealtimeStatus('open');
      sentSince = lastSeq !== undefined;
      send(sentSince ? { type: 'auth', sessionKey: options.sessionKey, since: lastSeq } : { type: 'auth', sessionKey: options.sessionKey });
      clearPing();
      pingTimer = setInterval(() => send({ type: 'ping' }), realtimeTiming.pingMs);
      reconnect = everOpened;
      everOpened = true;
    };
    socket.onmessage = (event: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = serverRealtimeMessageSchema.safeParse(data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'update') {
        if (message.seq !== undefined && (lastSeq === undefined || message.seq > lastSeq)) lastSeq = message.seq;
        options.onUpdate(message.areas);
      } else if (message.type === 'ready') {
        // The server's seq is the truth, even when lower than ours (its data was reset).
        lastSeq = message.seq;
        // Live: only a socket the server accepted ends the run of failures (back-off).
        opened = true;
        failures = 0;
        if (reconnect) options.onResync(sentSince && message.changed !== undefined ? message.changed : 'all');
      } else if (message.type === 'unauthorized') {
        stop();
        options.onUnauthorized();
      }
    };
    socket.onclose = () => {
      clearPing();
      socket = null;
      if (!stopped) scheduleReconnect(opened);
    };
    socket.onerror = () => {
      // onclose follows and schedules the reconnect.
    };
  };

  const scheduleReconnect = (wasOpen: boolean) => {
    setRealtimeStatus('closed');
    failures = wasOpen ? 1 : failures + 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      open();
    }, reconnectDelay(failures, random()));
  };

  const stop = () => {
    stopped = true;
    clearPing();
    if (reconnectTimer !== null) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
      socket = null;
    }
    setRealtimeStatus('closed');
  };

  open();
  return stop;
}
