import { useMemo, useState } from 'react';
import { browserLocalStorage } from './drafts/browser-storage';
import {
  readLastUsedTextColour,
  readSavedTextColours,
  rememberLastUsedTextColour,
  saveTextColour,
} from './text-colour-memory';

export interface TextColours {
  lastUsed: string;
  saved: string[];
  use(hex: string): void;
  save(hex: string): void;
}

/**
 * The colour picker's memory across visits: the last colour used and up to five saved ones. The same
 * object until one of them changes, so the toolbar built from it is not rebuilt for nothing.
 */
export function useTextColours(): TextColours {
  const [lastUsed, setLastUsed] = useState(() => readLastUsedTextColour(browserLocalStorage()));
  const [saved, setSaved] = useState(() => readSavedTextColours(browserLocalStorage()));
  return useMemo(
    () => ({
      lastUsed,
      saved,
      use: (hex: string) => {
        rememberLastUsedTextColour(browserLocalStorage(), hex);
        setLastUsed(hex);
      },
      save: (hex: string) => setSaved(saveTextColour(browserLocalStorage(), hex)),
    }),
    [lastUsed, saved],
  );
}
