import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { searchTermIn, withSearchTerm } from '../../paths';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';

/**
 * A listing's search whose term lives in the address (`?q=`). A search sent before the scripts ran,
 * or a shared link, starts with its term (the server rendered its results), and the address follows
 * the term as the reader types, so a reload shows the same results.
 */
export function useAddressSearch(path: string) {
  const query = useSearch();
  const [input, setInput] = useState(() => searchTermIn(query));
  // Searches once the reader pauses; blank (after trimming) is the whole listing again.
  const term = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (location === path && searchTermIn(query) !== term) {
      navigate(withSearchTerm(path, term), { replace: true });
    }
  }, [path, term, query, location, navigate]);
  return { input, setInput, term };
}
