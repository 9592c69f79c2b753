import { useCallback, useState } from 'react';

/** docs/product.md#screens/docs/product.md#rules-and-limits: the dashboard layout's "settings visible" flag lives in local storage under this key. */
export const SETTINGS_VISIBLE_KEY = 'settingsVisible';

/** False only when the stored value is exactly the string "false"; anything else (even absent) is true. */
export function parseSettingsVisible(stored: string | null | undefined): boolean {
  return stored !== 'false';
}

function readStored(): string | null {
  try {
    return localStorage.getItem(SETTINGS_VISIBLE_KEY);
  } catch {
    return null;
  }
}

/** The flag with a setter that writes it back as "true"/"false". */
export function useSettingsVisible(): [boolean, (visible: boolean) => void] {
  const [visible, setVisibleState] = useState(() => parseSettingsVisible(readStored()));
  const setVisible = useCallback((next: boolean) => {
    setVisibleState(next);
    try {
      localStorage.setItem(SETTINGS_VISIBLE_KEY, String(next));
    } catch {
      // Storage can be unavailable (private mode); the flag then lasts for this page only.
    }
  }, []);
  return [visible, setVisible];
}
