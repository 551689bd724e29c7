import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { CategoryRef } from '../../content/post-view';
import { categoryFilterBarMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { useCategoryTones } from '../../providers/CategoryTonesProvider';
import type { CategoryKey } from '../../providers/category-tones';
import * as styles from './CategoryFilterBar.css';

/** `Key` is the type of the app's category keys (ids, slugs...); each pill's dot takes that key's colour. */
export interface CategoryFilterBarProps<Key extends CategoryKey = CategoryKey> {
  categories: CategoryRef<Key>[];
  /** The chosen category, or null for all of them. */
  selectedId: Key | null;
  /** Called with a category's key, or null for 'Todos' (also when the chosen pill is pressed again). */
  onSelect(id: NoInfer<Key> | null): void;
  allLabel?: string;
  label?: string;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The home page's category filter: toggle pills starting with 'Todos'. Every pill stays in the Tab
 * order; arrow keys, Home and End are a shortcut between them. Scrolls sideways on narrow screens.
 */
export function CategoryFilterBar<Key extends CategoryKey = CategoryKey>({
  categories,
  selectedId,
  onSelect,
  allLabel,
  label,
}: CategoryFilterBarProps<Key>) {
  const copy = useMessages({ categoryFilterBar: categoryFilterBarMessages }).categoryFilterBar;
  const bar = useRef<HTMLDivElement>(null);
  const toneOf = useCategoryTones();

  // On a narrow, scrolled bar, bring the chosen pill into view (without scrolling the page itself).
  useEffect(() => {
    const element = bar.current;
    const pressed = element?.querySelector('[aria-pressed="true"]');
    if (!element || !pressed || element.scrollWidth <= element.clientWidth) return;
    const frame = element.getBoundingClientRect();
    const pill = pressed.getBoundingClientRect();
    if (pill.left < frame.left) element.scrollLeft -= frame.left - pill.left + 16;
    else if (pill.right > frame.right) element.scrollLeft += pill.right - frame.right + 16;
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    const buttons = Array.from(bar.current?.querySelectorAll('button') ?? []);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  };

  return (
    <div className={styles.frame}>
      {/* biome-ignore lint/a11y/useSemanticElements: filter buttons, not form fields; a fieldset's min-content sizing would also defeat the sideways scroll */}
      <div
        ref={bar}
        role="group"
        aria-label={label ?? copy.label}
        className={styles.bar}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className={styles.pill}
          aria-pressed={selectedId === null}
          onClick={() => onSelect(null)}
        >
          {allLabel ?? copy.all}
        </button>
        {categories.map((category) => {
          const pressed = selectedId === category.id;
          return (
            <button
              key={category.id}
              type="button"
              className={styles.pill}
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? null : category.id)}
            >
              <span className={`${styles.dot} ${styles.dotTone[toneOf(category.id)]}`} aria-hidden="true" />
              {category.name}
            </button>
          );
        })}
      </div>
    </div>
  );
}
