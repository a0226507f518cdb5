import { initialsAvatarClass, type InitialsAvatarSize } from './initials-avatar.styles';

/** The first letters of the first and last words of a name, as Chakra's Avatar showed them. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return first.charAt(0) + last.charAt(0);
}

/**
 * A person's initials in a circle. Decorative: the name is always written beside it or in the
 * label of the control that holds it.
 */
export function InitialsAvatar({ name, size }: { name: string; size: InitialsAvatarSize }) {
  return (
    <span className={initialsAvatarClass} data-size={size} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
