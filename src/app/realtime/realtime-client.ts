import { serverRealtimeMessageSchema, type ClientRealtimeMessage, type RealtimeArea } from '@/contract/realtime';
import { reconnectDelay, realtimeTiming } from '@/lib/realtime-policy';
import { setRealtimeStatus } from './realtime-status-store';

export interface RealtimeHandlers {
  /** An update flag arrived; `areas` is the reference server's hint (absent = everything). */
  onUpdate: (areas: readonly RealtimeArea[] | undefined) => void;
  /** The socket opened again after a drop: updates may have been missed. */
  onReconnect: () => void;
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
 * reconnects after a close (5 s, jittered, backing off after repeated failures). Returns stop().
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
    let opened = false;
    try {
      socket = createSocket(options.url);
    } catch {
      scheduleReconnect(false);
      return;
    }
    socket.onopen = () => {
      opened = true;
      failures = 0;
      setRealtimeStatus('open');
      send({ type: 'auth', sessionKey: options.sessionKey });
      clearPing();
      pingTimer = setInterval(() => send({ type: 'ping' }), realtimeTiming.pingMs);
      if (everOpened) options.onReconnect();
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
      if (parsed.data.type === 'update') options.onUpdate(parsed.data.areas);
      else if (parsed.data.type === 'unauthorized') {
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
