/**
 * `count` distinct five-letter words (qaaaa, qbaaa, …), from the `offset`-th on, separated by spaces:
 * each is a lexeme of its own in a full-text vector, so a megabyte of them passes PostgreSQL's 1 MB limit.
 */
export function distinctWords(count: number, offset = 0): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: count }, (_, index) => {
    let rest = index + offset;
    let word = 'q';
    for (let place = 0; place < 4; place++) {
      word += letters[rest % letters.length];
      rest = Math.floor(rest / letters.length);
    }
    return word;
  }).join(' ');
}
