import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableAddress } from './breakable-address';

const marked = (text: string) =>
  render(
    <p>
      <BreakableAddress text={text} />
    </p>,
  ).container.firstElementChild!.innerHTML.replaceAll('<wbr>', '|');

describe('BreakableAddress', () => {
  it('lets an email break before its dots and its @', () => {
    expect(marked('olivia.bennett@harborlaw.example')).toBe('olivia|.bennett|@harborlaw|.example');
  });

  it('lets a web address break after // and before each / or dot, never inside //', () => {
    expect(marked('https://www.harborlaw.example/downtown')).toBe('https://|www|.harborlaw|.example|/downtown');
  });

  it('reads as the same text', () => {
    const { container } = render(<BreakableAddress text="a_b-c@d.e" />);
    expect(container.textContent).toBe('a_b-c@d.e');
  });
});
