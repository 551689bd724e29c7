import { useState } from 'react';
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

/** The colour picker's memory across visits: the last colour used and up to five saved ones. */
export function useTextColours(): TextColours {
  const storage = browserLocalStorage();
  const [lastUsed, setLastUsed] = useState(() => readLastUsedTextColour(storage));
  const [saved, setSaved] = useState(() => readSavedTextColours(storage));
  return {
    lastUsed,
    saved,
    use: (hex) => {
      rememberLastUsedTextColour(storage, hex);
      setLastUsed(hex);
    },
    save: (hex) => setSaved(saveTextColour(storage, hex)),
  };
}
