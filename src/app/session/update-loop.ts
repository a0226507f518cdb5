/**
 * The 'updating' / 'update again' flags of spec core §4: a refresh requested while one is in
 * progress does not start a second one in parallel; it marks 'update again' and the running
 * refresh goes round once more when it finishes. Pure (no React), unit-tested.
 */
export interface UpdateFlags {
  updating: boolean;
  updateAgain: boolean;
}

export interface UpdateLoop {
  /** Resolves when the refresh (and any requested re-run) has finished. */
  request: () => Promise<void>;
  flags: () => UpdateFlags;
}

export function createUpdateLoop(task: () => Promise<void>, onFlags?: (flags: UpdateFlags) => void): UpdateLoop {
  const flags: UpdateFlags = { updating: false, updateAgain: false };
  let running: Promise<void> | null = null;
  const publish = () => onFlags?.({ ...flags });

  const loop = async () => {
    try {
      do {
        flags.updateAgain = false;
        publish();
        await task();
      } while (flags.updateAgain);
    } finally {
      flags.updating = false;
      flags.updateAgain = false;
      running = null;
      publish();
    }
  };

  return {
    request: () => {
      if (running) {
        flags.updateAgain = true;
        publish();
        return running;
      }
      flags.updating = true;
      running = loop();
      return running;
    },
    flags: () => ({ ...flags }),
  };
}
