import { Select as RadixSelect } from 'radix-ui';
import { useState } from 'react';
import { CheckIcon } from '../../icons/CheckIcon';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { blockIcon } from '../../internal/block-icon.css';
import type { SelectProps } from './Select';
import * as styles from './Select.css';

interface SelectLoadedProps extends Omit<SelectProps, 'label' | 'hideLabel'> {
  /** Names the trigger: the visible label's id, or the label itself when it is hidden. */
  labelledBy?: string;
  ariaLabel?: string;
}

/** The list itself, on Radix (keyboard, typeahead, positioning): loaded on the first press, open as it arrives. */
export default function SelectLoaded({
  options,
  placeholder,
  labelledBy,
  ariaLabel,
  ...rest
}: SelectLoadedProps) {
  const [open, setOpen] = useState(true);
  return (
    <RadixSelect.Root {...rest} open={open} onOpenChange={setOpen}>
      <RadixSelect.Trigger className={styles.trigger} aria-labelledby={labelledBy} aria-label={ariaLabel}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon aria-hidden="true">
          <ChevronDownIcon size="xs" className={blockIcon} />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator aria-hidden="true">
                  <CheckIcon size="xs" className={blockIcon} />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
