import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchCombobox, type SearchSource } from './search-combobox';
import { SearchEnhancer } from './search-enhancer';
import { SearchField } from './search-field';

const WORDS = ['sommerkleid', 'sommerkleid mit gürtel', 'sofa', 'sofa mit bettfunktion', 'soutien-gorge', 'steppjacke', 'strickkleid'];

/** An in-memory source: suggestions by prefix, a history that changes as the story is used. */
function memorySource(initial: string[], { failSuggest = false } = {}): SearchSource {
  let history = [...initial];
  return {
    suggest: async (term) => {
      if (failSuggest) throw new Error('offline');
      return WORDS.filter((w) => w.startsWith(term.toLowerCase()));
    },
    history: async () => history,
    remember: async (term) => (history = [term, ...history.filter((h) => h !== term)].slice(0, 10)),
    forget: async (term) => (history = history.filter((h) => h !== term)),
    forgetAll: async () => {
      history = [];
    },
  };
}

const meta = {
  title: 'Catalog/Search combobox',
  component: SearchCombobox,
  args: { action: '#search', source: memorySource(['steppjacke', 'sofa', '75b']), onSearch: fn(), debounceMs: 0 },
  decorators: [(Story) => <div style={{ maxWidth: '32rem', minHeight: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof SearchCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const History: Story = {
  args: { source: memorySource(['steppjacke', 'sofa', '75b']) },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox');
    await userEvent.click(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Verlauf löschen' })).toBeVisible();
  },
};

export const DeleteOneFromHistory: Story = {
  args: { source: memorySource(['steppjacke', 'sofa', '75b']) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox'));
    await userEvent.click(await canvas.findByRole('button', { name: '„sofa“ aus dem Verlauf löschen' }));
    await waitFor(() => expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['steppjacke', '75b']));
    // Keyboard: highlight the first entry and delete it with the Delete key.
    await userEvent.keyboard('{ArrowDown}{Delete}');
    await waitFor(() => expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['75b']));
  },
};

export const DeleteAllHistory: Story = {
  args: { source: memorySource(['steppjacke', 'sofa']) },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox');
    await userEvent.click(input);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verlauf löschen' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(input).toHaveFocus();
  },
};

export const Suggestions: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('combobox');
    await userEvent.type(input, 'som');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('sommerkleid mit gürtel');
  },
};

export const NoSuggestions: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox'), 'xyz');
    await expect(await canvas.findByText('Keine Vorschläge', { selector: 'p' })).toBeVisible();
  },
};

export const SuggestionsUnavailable: Story = {
  args: { source: memorySource([], { failSuggest: true }) },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox'), 'sofa');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Vorschläge können gerade nicht geladen werden.'));
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    // Sent before the combobox's code has come: the search waits for it, which says what is missing.
    await userEvent.click(canvas.getByRole('button', { name: 'Suchen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bitte geben Sie zunächst Ihren Suchbegriff ein.');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A source whose wiring comes when the story says (as the shop's does, with the combobox's code). */
function deferredSource(source: SearchSource) {
  let release: () => void = () => undefined;
  const ready = new Promise<SearchSource>((resolve) => (release = () => resolve(source)));
  return { load: () => ready, release };
}

const sent = deferredSource(memorySource([]));

export const SentAsItsCodeComes: Story = {
  render: (args) => (
    <SearchField action="#search" id="sent-as-it-comes">
      <SearchEnhancer inputId="sent-as-it-comes" source={sent.load} onSearch={args.onSearch} debounceMs={0} />
    </SearchField>
  ),
  play: async ({ canvas, args, canvasElement }) => {
    // Enter pressed in the moment between the combobox's code arriving and it listening: the search
    // still goes through the combobox (remembered, the shop's navigation), never as the plain form.
    let plain = 0;
    const form = canvasElement.querySelector('form')!;
    const outer = (event: Event) => {
      if (event.defaultPrevented) return;
      plain += 1;
      event.preventDefault();
    };
    canvasElement.ownerDocument.addEventListener('submit', outer);
    try {
      const input = await canvas.findByRole('combobox');
      await userEvent.type(input, 'sofa');
      await import('./search-behaviour');
      sent.release();
      // The code is in and the enhancer told React; React has not rendered the combobox yet.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      form.requestSubmit();
      await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('sofa'));
      await expect(args.onSearch).toHaveBeenCalledTimes(1);
      await expect(plain).toBe(0);
    } finally {
      canvasElement.ownerDocument.removeEventListener('submit', outer);
    }
  },
};
