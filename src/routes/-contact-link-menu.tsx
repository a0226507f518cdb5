import { lazy } from 'react';
import type { RenderContactLink } from '@/components/contact-links';
import { usePhoneStore } from '@/stores/phone-store';
import { useSendTextStore } from '@/stores/send-text-store';

/*
 * The contact-link menu (core §2) on the numbers and addresses of a screen: the activity detail,
 * a chat's details, a text conversation and the web leads. Its code (zag's menu, the contact editor) is a chunk of its own; screens
 * prefetch it when idle (usePrefetchWhenIdle) and show the plain number meanwhile.
 */
export const loadContactLinkMenu = () => import('@/features/contacts/contact-link-menu');
const ContactLinkMenu = lazy(() => loadContactLinkMenu().then((m) => ({ default: m.ContactLinkMenu })));

/** Call opens the phone with the number filled; Send Text opens the dialog with it. */
const callNumber = (phoneNumber: string) => usePhoneStore.getState().openWith(phoneNumber);
const textNumber = (phoneNumber: string) => useSendTextStore.getState().openWith(phoneNumber);

export const renderContactLink: RenderContactLink = (link) => <ContactLinkMenu {...link} onCall={callNumber} onText={textNumber} />;
