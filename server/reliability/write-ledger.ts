/**
 * What the crash test wrote and what the server acknowledged. Every object the burst touches has
 * a key (`message:41:read`, `contact:admin:c7`, `status:user:s3`) and, in the order they were
 * sent, the values written to it and whether each was answered 2xx. Writes to one key are sent
 * one after another by one worker, so that order is the order the server saw them in.
 *
 * After a crash the stored value of a key must be the value of its last acknowledged write, or
 * of a write sent after it that was in flight when the server died (it may or may not have
 * committed). A key with no acknowledged write may hold anything it was sent, or nothing.
 */
export interface LedgerEntry {
  value: string;
  acked: boolean;
}

export class WriteLedger {
  private readonly writes = new Map<string, LedgerEntry[]>();

  /** Records a write about to be sent; call `ack` on the result when it answers 2xx. */
  sent(key: string, value: string): LedgerEntry {
    const entry = { value, acked: false };
    const list = this.writes.get(key) ?? [];
    list.push(entry);
    this.writes.set(key, list);
    return entry;
  }

  get acknowledged(): number {
    let n = 0;
    for (const list of this.writes.values()) n += list.filter((e) => e.acked).length;
    return n;
  }

  get keys(): string[] {
    return [...this.writes.keys()];
  }

  /** The values the key may hold now; `undefined` stands for "absent / never written". */
  acceptable(key: string): (string | undefined)[] {
    const list = this.writes.get(key) ?? [];
    const last = list.map((e) => e.acked).lastIndexOf(true);
    if (last < 0) return [undefined, ...list.map((e) => e.value)];
    return list.slice(last).map((e) => e.value);
  }

  /**
   * Compares the stored values (a reader per key prefix fills `stored`) with the ledger; each
   * acknowledged write that is not there is one line of the answer.
   */
  lost(stored: ReadonlyMap<string, string | undefined>): string[] {
    const problems: string[] = [];
    for (const key of this.writes.keys()) {
      const ok = this.acceptable(key);
      const value = stored.get(key);
      if (!ok.includes(value)) problems.push(`${key}: stored ${JSON.stringify(value)}, expected one of ${JSON.stringify(ok)}`);
    }
    return problems;
  }
}
