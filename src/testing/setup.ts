// Client test setup (loaded by vitest.config.ts when present): fresh stores and storage per test.
import { afterEach } from 'vitest';
import { resetSessionStore } from '@/app/session/session-store';
import { useRealtimeStatusStore } from '@/app/realtime/realtime-status-store';
import { useSnackbarStore } from '@/stores/snackbar-store';
import { useBusyStore } from '@/stores/busy-store';
import { installDomShims } from './dom-shims';

installDomShims();

afterEach(() => {
  resetSessionStore();
  useRealtimeStatusStore.setState({ status: 'closed' });
  useSnackbarStore.getState().reset();
  useBusyStore.getState().setBusy(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});
