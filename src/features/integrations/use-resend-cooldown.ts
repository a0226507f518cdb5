import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds before another code may go to the address the last one went to. The server's own limit
 * is a count (at most 3 codes to one address and 10 per user in 15 minutes, then a 429 with its
 * message, server/routes/sign-in-limits.ts); the wait keeps an impatient person from spending
 * those three in the first minute, before the first mail or text has had time to arrive.
 */
export const RESEND_COOLDOWN_SECONDS = 30;

/**
 * The countdown after a code was sent to `destination` (the normalised address: the same
 * address typed again waits too). Counted from the clock, not from ticks: a background tab's
 * timer runs late, the clock does not. Once over it is forgotten, so a clock set back later
 * cannot start it again.
 */
export function useResendCooldown(destination: string | null): { secondsLeft: number; start: (sentTo: string) => void } {
  const [sent, setSent] = useState<{ to: string; until: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!sent) return;
    const timer = setInterval(() => {
      const time = Date.now();
      if (time >= sent.until) setSent(null);
      else setNow(time);
    }, 1000);
    return () => clearInterval(timer);
  }, [sent]);
  const start = useCallback((sentTo: string) => {
    const time = Date.now();
    setNow(time);
    setSent({ to: sentTo, until: time + RESEND_COOLDOWN_SECONDS * 1000 });
  }, []);
  const secondsLeft = sent && destination === sent.to ? Math.max(0, Math.ceil((sent.until - now) / 1000)) : 0;
  return { secondsLeft, start };
}
