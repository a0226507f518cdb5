/**
 * Resolves in a later task, so the browser can run what waits (input, a paint, a network event)
 * before the caller goes on. `scheduler.yield()` where the browser has it (Chromium 129+: the
 * continuation goes before other queued tasks, so the caller is not pushed behind them), else a
 * zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
