import { describe, expect, it } from 'vitest';
import { postStyles } from './post-styles';

// Each hostile value is a long run that a pattern's first part accepts, then a character it refuses:
// a pattern with overlapping quantifiers retries every split of the run, which takes seconds here.
const RUN = 50_000;
const hostileValues = ['1', ' ', '.', '1 ', '1.', 'a', '-', ','].flatMap((unit) => [
  `${unit.repeat(RUN / unit.length)}!`,
  `rgb(${unit.repeat(RUN / unit.length)}!`,
  `#${unit.repeat(RUN / unit.length)}!`,
  `1${unit.repeat(RUN / unit.length)}px!`,
]);

describe('the style patterns of post bodies', () => {
  it.each(Object.entries(postStyles))('read a 50,000-character hostile %s in linear time', (_, patterns) => {
    for (const value of hostileValues) {
      for (const pattern of patterns) {
        const started = performance.now();
        pattern.test(value);
        // Linear patterns take well under a millisecond; the quadratic margin pattern took seconds.
        expect(performance.now() - started).toBeLessThan(50);
      }
    }
  });

  it('accept the margins and paddings they accepted before, and refuse the same others', () => {
    const accepted = ['0', '10px', '10px 20px', '1.5em 0 1.5em 0', '5%', '2rem 1rem'];
    const refused = ['auto', '-1px', '10px auto', 'calc(1px)', 'url(x)', 'px'];
    for (const value of accepted) expect(postStyles.margin.some((pattern) => pattern.test(value))).toBe(true);
    for (const value of refused)
      expect(postStyles.padding.some((pattern) => pattern.test(value))).toBe(false);
  });
});
