import { useEffect, type ComponentProps } from 'react';

/** How many Chakra `Dialog.Root`s are mounted now (see withCountedDialogRoots). */
export const dialogRoots = { mounted: 0 };

/**
 * Chakra with a `Dialog.Root` that counts itself while mounted, for tests that check a closed
 * dialog starts no machine with its screen (issue 11; a closed root renders nothing to the DOM):
 *
 *   vi.mock('@chakra-ui/react', async (importOriginal) =>
 *     (await import('@/testing/counted-dialog-roots')).withCountedDialogRoots(await importOriginal()));
 */
export function withCountedDialogRoots<M extends typeof import('@chakra-ui/react')>(chakra: M): M {
  const Root = (props: ComponentProps<M['Dialog']['Root']>) => {
    useEffect(() => {
      dialogRoots.mounted += 1;
      return () => {
        dialogRoots.mounted -= 1;
      };
    }, []);
    return <chakra.Dialog.Root {...props} />;
  };
  return { ...chakra, Dialog: { ...chakra.Dialog, Root } };
}
