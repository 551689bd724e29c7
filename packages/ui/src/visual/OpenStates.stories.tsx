import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { Header } from '../components/Header/Header';
import HeaderStories from '../components/Header/Header.stories';
import { storyUser } from '../components/Header/header-story-helpers';
import { Select } from '../components/Select/Select';
import SelectStories from '../components/Select/Select.stories';
import { SortSelect } from '../components/SortSelect/SortSelect';
import SortSelectStories from '../components/SortSelect/SortSelect.stories';
import { type ToastOptions, ToastProvider, useToast } from '../components/Toast/ToastProvider';
import ToastStories from '../components/Toast/ToastProvider.stories';
import { Tooltip } from '../components/Tooltip/Tooltip';
import TooltipStories from '../components/Tooltip/Tooltip.stories';

/**
 * The components whose open state only a press draws: each play function opens one and leaves it open.
 * Tagged `visual-open`, so the visual regression suite runs the play function before its picture (and
 * Chromatic snapshots the end of a play function anyway). Each reuses its component's story args.
 * Dialog and DropdownMenu open by a prop: their own `Open` stories are pictured as they are.
 */
const meta = {
  title: 'Visual/Open states',
  // Literal strings: Storybook's indexer reads tags without running the file. 'visual-open': visual-rules.ts.
  tags: ['visual-open', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj;

/**
 * While a list is open, Radix hides the rest of the page from assistive technology (aria-hidden) and
 * keeps focus in the list, so the trigger behind it cannot be reached; axe still reports the hidden
 * trigger as focusable. Only for the open lists below.
 */
const openListA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** Opens a list from the keyboard, as Radix does (its first press also loads the list's code). */
async function openList(canvasElement: HTMLElement, name: string) {
  within(canvasElement).getByRole('combobox', { name }).focus();
  await userEvent.keyboard('{Enter}');
  await expect(await screen.findByRole('listbox')).toBeVisible();
}

export const SelectList: Story = {
  render: () => <Select {...SelectStories.args} />,
  parameters: openListA11y,
  play: async ({ canvasElement }) => {
    await openList(canvasElement, SelectStories.args.label);
    await expect(screen.getByRole('option', { name: 'Técnicas de Estudio' })).toBeVisible();
  },
};

export const SortSelectList: Story = {
  render: () => <SortSelect {...SortSelectStories.args} />,
  parameters: openListA11y,
  play: async ({ canvasElement }) => {
    await openList(canvasElement, 'Ordenar por');
    await expect(screen.getByRole('option', { name: 'Alfabéticamente' })).toBeVisible();
  },
};

export const TooltipShown: Story = {
  render: () => <Tooltip {...TooltipStories.args} />,
  parameters: TooltipStories.parameters,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button').focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(TooltipStories.args.content);
  },
};

// Long enough to be pictured on a busy machine (Radix also pauses it while the toast has focus).
const toastShown: ToastOptions = { ...(ToastStories.parameters.toast as ToastOptions), duration: 60_000 };

function ShowToast() {
  const toast = useToast();
  return <Button onClick={() => toast(toastShown)}>Mostrar aviso</Button>;
}

export const ToastShown: Story = {
  render: () => (
    <ToastProvider>
      <ShowToast />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
    await expect(await screen.findByText(toastShown.title)).toBeVisible();
  },
};

export const HeaderProfileMenu: Story = {
  render: () => <Header {...HeaderStories.args} user={storyUser} />,
  decorators: HeaderStories.decorators,
  parameters: HeaderStories.parameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menú de perfil' }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Mi Perfil' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeVisible();
  },
};
