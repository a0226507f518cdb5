import { Text } from '@chakra-ui/react';
import { createContext, Fragment, Suspense, useContext, type ReactNode } from 'react';
import { isClickablePhone, splitContactText, type ContactLinkTarget } from '@/lib/contact-link-rules';
import { formatUsDisplay } from '@/lib/phone';

/**
 * Renders a number or address of an activity item, a chat, a text or a web lead (routes pass the contact-link
 * menu, src/routes/-contact-link-menu.tsx). It may suspend while the menu's code loads: the plain
 * text stands in meanwhile.
 */
export type RenderContactLink = (link: ContactLinkTarget) => ReactNode;

interface LinkScope {
  render?: RenderContactLink;
  accountId: number;
}

// The dialog's body is several small components deep; a context spares each of them the
// render function and account id. Without a render function everything shows as plain text.
const LinkContext = createContext<LinkScope>({ accountId: 0 });

export function ContactLinkScope({ render, accountId, children }: LinkScope & { children: ReactNode }) {
  return <LinkContext.Provider value={{ render, accountId }}>{children}</LinkContext.Provider>;
}

/** A number's or address's value, and the name of whom it belongs to when the item names them (Create Contact starts with it). */
interface LinkValueProps {
  value: string | null | undefined;
  name?: string | null | undefined;
}

/** A phone number: +1 numbers as NNN-NNN-NNNN; the menu only with at least 10 digits. */
export function PhoneValue({ value, name }: LinkValueProps) {
  const { render, accountId } = useContext(LinkContext);
  if (!value) return null;
  const plain = formatUsDisplay(value);
  if (render && isClickablePhone(value)) return <Suspense fallback={plain}>{render({ kind: 'phone', value, accountId, name })}</Suspense>;
  return <>{plain}</>;
}

/** A fact's value: the number (linked as above, with its party's name), or nothing so the fact is left out. */
export const phoneFact = (value: string | null | undefined, name?: string | null): ReactNode => (value ? <PhoneValue value={value} name={name} /> : null);

/** An email address, with the menu when links are on. */
export function EmailValue({ value, name }: LinkValueProps) {
  const { render, accountId } = useContext(LinkContext);
  if (!value) return null;
  return render ? <Suspense fallback={value}>{render({ kind: 'email', value, accountId, name })}</Suspense> : <>{value}</>;
}

/** A fact's value: the address (linked, with its party's name), or nothing so the fact is left out. */
export const emailFact = (value: string | null | undefined, name?: string | null): ReactNode => (value ? <EmailValue value={value} name={name} /> : null);

/** Free text (a message, a request, a form answer) with its numbers and addresses linked. */
export function LinkedText({ text }: { text: string }) {
  const { render } = useContext(LinkContext);
  if (!render) return <>{text}</>;
  return (
    <>
      {splitContactText(text).map((part, i) => (
        <Fragment key={i}>
          {part.kind === 'phone' ? <PhoneValue value={part.value} /> : null}
          {part.kind === 'email' ? <EmailValue value={part.value} /> : null}
          {part.kind === 'text' ? part.value : null}
        </Fragment>
      ))}
    </>
  );
}

/** A paragraph of free text that keeps the writer's line breaks. */
export function TextBlock({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
      <LinkedText text={text} />
    </Text>
  );
}
