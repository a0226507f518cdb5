import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InitialsAvatar, initialsOf } from './initials-avatar';
import { initialsAvatarClass } from './initials-avatar.styles';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, as Chakra’s Avatar did', () => {
    expect(initialsOf('Dana Whitfield')).toBe('DW');
    expect(initialsOf('Jean Claude Van Damme')).toBe('JD');
    expect(initialsOf('  Cher  ')).toBe('C');
    expect(initialsOf('Mary   Ann')).toBe('MA');
    expect(initialsOf('')).toBe('');
  });
});

describe('InitialsAvatar', () => {
  it('is a decorative span with the build-time class and its size', () => {
    const { container } = render(<InitialsAvatar name="Dana Whitfield" size="sm" />);
    const avatar = container.firstElementChild;
    expect(avatar?.tagName).toBe('SPAN');
    expect(avatar?.classList.contains(initialsAvatarClass)).toBe(true);
    expect(avatar?.getAttribute('data-size')).toBe('sm');
    expect(avatar?.getAttribute('aria-hidden')).toBe('true');
    expect(avatar?.textContent).toContain('DW');
  });
});
