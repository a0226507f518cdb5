import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnbrokenNumbers } from './unbroken-numbers';

describe('UnbrokenNumbers', () => {
  it('keeps each displayed number on one line and leaves the rest of the text to wrap', () => {
    const { container } = render(
      <p>
        <UnbrokenNumbers text="Calls from Pat are put through to 503-453-4498 and 503-555-0100." />
      </p>,
    );
    expect(container.textContent).toBe('Calls from Pat are put through to 503-453-4498 and 503-555-0100.');
    const spans = [...container.querySelectorAll('span')];
    expect(spans.map((span) => [span.textContent, span.style.whiteSpace])).toEqual([
      ['503-453-4498', 'nowrap'],
      ['503-555-0100', 'nowrap'],
    ]);
  });

  it('leaves text without a number as it is', () => {
    const { container } = render(
      <p>
        <UnbrokenNumbers text="Calls are held." />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Calls are held.</p>');
  });
});
