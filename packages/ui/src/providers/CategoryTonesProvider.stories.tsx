import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chip } from '../components/Chip/Chip';
import { guidance } from '../components/story-guidance';
import { vars } from '../theme/contract.css';
import { type CategoryTone, CategoryTonesProvider } from './CategoryTonesProvider';

/** Another school's categories, named by slug, on slots of its choosing. */
const schoolTones = { robotica: 'c5', musica: 'c2', deportes: 'c7' } as const;

const meta = {
  title: 'Foundations/CategoryTonesProvider',
  component: CategoryTonesProvider,
  parameters: {
    docs: guidance({
      resumen: [
        '`CategoryTonesProvider` asigna a cada categoría de la app (por id o slug) uno de los tonos de',
        'color del paquete.',
      ],
      usar: [
        'Una vez en la raíz de la app, con las categorías que tienen color propio; las demás quedan en',
        'gris.',
      ],
      evitar: 'Para colorear otra cosa que categorías (usa los tonos de los componentes).',
      accesibilidad: [
        'El color de categoría siempre acompaña a su nombre escrito, nunca lo sustituye. Los tonos del',
        'paquete mantienen el contraste del texto en ambos temas; si añades categorías, repártelas',
        'entre ellos en vez de inventar colores.',
      ],
    }),
  },
  args: { tones: schoolTones, children: null },
  render: (args) => (
    <CategoryTonesProvider tones={args.tones}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Chip label="Robótica" category="robotica" />
        <Chip label="Música" category="musica" />
        <Chip label="Deportes" category="deportes" />
        <Chip label="Teatro" category="teatro" />
      </div>
    </CategoryTonesProvider>
  ),
} satisfies Meta<typeof CategoryTonesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The background a slot's token paints, measured on a probe so the comparison is in the browser's terms. */
function slotBackground(host: HTMLElement, tone: CategoryTone): string {
  const probe = document.createElement('span');
  probe.style.background = vars.category[tone];
  host.append(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}

const backgroundOf = (canvasElement: HTMLElement, label: string) =>
  getComputedStyle(within(canvasElement).getByText(label)).backgroundColor;

/** Another school's categories on slots of its choosing; one it gave no slot (Teatro) is grey. */
export const Default: Story = {};

export const KeysAreTheApps: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    await expect(backgroundOf(canvasElement, 'Robótica')).toBe(slotBackground(canvasElement, 'c5'));
    await expect(backgroundOf(canvasElement, 'Música')).toBe(slotBackground(canvasElement, 'c2'));
    await expect(backgroundOf(canvasElement, 'Deportes')).toBe(slotBackground(canvasElement, 'c7'));
    // A category the app gave no slot is grey.
    await expect(backgroundOf(canvasElement, 'Teatro')).toBe(slotBackground(canvasElement, 'other'));
  },
};

/** Without a provider the package knows no category: even id 1 is grey. */
export const WithoutProviderEveryCategoryIsGrey: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Chip label="Noticias" category={1} />
      <Chip label="Técnicas de Estudio" category={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grey = slotBackground(canvasElement, 'other');
    await expect(backgroundOf(canvasElement, 'Noticias')).toBe(grey);
    await expect(backgroundOf(canvasElement, 'Técnicas de Estudio')).toBe(grey);
    await expect(grey).not.toBe(slotBackground(canvasElement, 'c1'));
  },
};
