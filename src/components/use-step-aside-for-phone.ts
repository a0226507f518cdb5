import { useEffect } from 'react';
import { usePhoneStore } from '@/stores/phone-store';

/**
 * Call from a number (the contact-link menu) opens the phone: a modal detail that shows the
 * number steps aside (closes) so the phone can take the focus.
 */
export function useStepAsideForPhone(open: boolean, onClose: () => void): void {
  useEffect(() => {
    if (!open) return;
    return usePhoneStore.subscribe((next, prev) => {
      if ((next.open && !prev.open) || next.outdialRequest !== prev.outdialRequest) onClose();
    });
  }, [open, onClose]);
}
