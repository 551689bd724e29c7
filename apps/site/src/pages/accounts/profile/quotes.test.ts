import { describe, expect, it } from 'vitest';
import { pickQuote, quotes } from './quotes';

describe('quotes', () => {
  it('are exactly 10', () => {
    expect(quotes).toHaveLength(10);
  });

  it('are all different', () => {
    expect(new Set(quotes.map((quote) => quote.text.toLowerCase())).size).toBe(quotes.length);
  });

  it('each has a non-blank text and author', () => {
    for (const quote of quotes) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.author.trim()).not.toBe('');
    }
  });
});

describe('pickQuote', () => {
  it('maps the start of the range to the first quote and its end to the last', () => {
    expect(pickQuote(() => 0)).toBe(quotes[0]);
    expect(pickQuote(() => 0.999_999)).toBe(quotes[9]);
  });

  it('spreads the range evenly over the quotes', () => {
    expect(pickQuote(() => 0.35)).toBe(quotes[3]);
    expect(pickQuote(() => 0.5)).toBe(quotes[5]);
  });

  it('given a source that strays outside [0, 1) › still answers a quote', () => {
    expect(pickQuote(() => 1)).toBe(quotes[9]);
    expect(pickQuote(() => -0.2)).toBe(quotes[0]);
  });

  it('every quote can come up', () => {
    const seen = new Set(quotes.map((_, index) => pickQuote(() => (index + 0.5) / quotes.length)));
    expect(seen.size).toBe(quotes.length);
  });
});
