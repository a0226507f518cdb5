import { describe, expect, it } from 'vitest';
import { linkTitle, linkTitles } from './link-title';

describe('linkTitle', () => {
  it('adds the email or phone the link sends to', () => {
    expect(linkTitle({ serviceName: 'Email', parsedParametersJson: { email: 'a@b.example' } })).toBe('Email (a@b.example)');
    expect(linkTitle({ serviceName: 'Phone', parsedParametersJson: { phone: '+15035550199' } })).toBe('Phone (+15035550199)');
    expect(linkTitle({ serviceName: 'Zapier', parsedParametersJson: null })).toBe('Zapier');
  });
});

describe('linkTitles', () => {
  const link = (transferLinkId: number, serviceName: string, email?: string) => ({
    transferLinkId,
    serviceName,
    parsedParametersJson: email ? { email } : null,
  });

  it('numbers links that would read the same, in the order they were made', () => {
    const titles = linkTitles([link(9, 'Zapier'), link(3, 'Clio'), link(4, 'Zapier'), link(12, 'Zapier')]);
    expect(titles.get(4)).toBe('Zapier #1');
    expect(titles.get(9)).toBe('Zapier #2');
    expect(titles.get(12)).toBe('Zapier #3');
    expect(titles.get(3)).toBe('Clio');
  });

  it('leaves titles that differ by their address alone', () => {
    const titles = linkTitles([link(1, 'Email', 'a@b.example'), link(2, 'Email', 'c@d.example'), link(3, 'Email', 'a@b.example')]);
    expect(titles.get(2)).toBe('Email (c@d.example)');
    expect(titles.get(1)).toBe('Email (a@b.example) #1');
    expect(titles.get(3)).toBe('Email (a@b.example) #2');
  });
});
