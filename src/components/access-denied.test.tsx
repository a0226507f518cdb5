import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessDenied } from './access-denied';
import { renderWithProviders } from './testing-provider';

describe('AccessDenied', () => {
  it('uses the text with the period by default (text and blocked views)', () => {
    renderWithProviders(<AccessDenied />);
    expect(screen.getByRole('heading').textContent).toBe('You do not have access to view this page.');
  });
  it('uses the chat list text without the period', () => {
    renderWithProviders(<AccessDenied variant="chat" />);
    expect(screen.getByRole('heading').textContent).toBe('You do not have access to view this page');
  });
});
