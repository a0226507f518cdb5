import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListSearch } from './list-hooks';

describe('useListSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('puts the typed search in the URL 400 ms after the typing stops', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useListSearch('', commit));
    act(() => result.current.setSearchText('smith'));
    act(() => vi.advanceTimersByTime(399));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledWith('smith');
  });

  it('keeps the pause when another filter changes meanwhile, and commits with the latest filters', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ commit }) => useListSearch('', commit), { initialProps: { commit: first } });
    act(() => result.current.setSearchText('smith'));
    act(() => vi.advanceTimersByTime(300));
    // A tab click: the screen's commit now closes over the new filters.
    rerender({ commit: second });
    act(() => vi.advanceTimersByTime(100));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('smith');
  });

  it('shows a search the URL brings (back button, restored filters)', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useListSearch(url, commit), { initialProps: { url: '' } });
    rerender({ url: 'jones' });
    expect(result.current.searchText).toBe('jones');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });
});
