// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { parseSettingsVisible, SETTINGS_VISIBLE_KEY, useSettingsVisible } from '../../../src/web/app/settingsVisible';

describe('settingsVisible flag', () => {
  afterEach(() => localStorage.clear());

  it('is false only for the stored string "false"', () => {
    expect(parseSettingsVisible('false')).toBe(false);
    for (const value of [null, undefined, '', 'true', 'FALSE', 'False', '0', 'no', ' false', 'false ']) {
      expect(parseSettingsVisible(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('reads local storage under the key settingsVisible and writes changes back', () => {
    expect(SETTINGS_VISIBLE_KEY).toBe('settingsVisible');
    localStorage.setItem('settingsVisible', 'false');
    const { result } = renderHook(() => useSettingsVisible());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem('settingsVisible')).toBe('true');
    act(() => result.current[1](false));
    expect(localStorage.getItem('settingsVisible')).toBe('false');
  });

  it('is true when nothing is stored', () => {
    const { result } = renderHook(() => useSettingsVisible());
    expect(result.current[0]).toBe(true);
  });
});
