import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingState } from './loading-state';
import { renderWithProviders } from './testing-provider';

describe('LoadingState', () => {
  it('is a status named by its label (a name without a role is forbidden by ARIA)', () => {
    renderWithProviders(<LoadingState label="Loading company…" />);
    expect(screen.getByRole('status', { name: 'Loading company…' })).toBeTruthy();
  });
});
