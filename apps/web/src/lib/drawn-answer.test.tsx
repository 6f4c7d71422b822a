// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawnAnswer } from './drawn-answer.ts';

function Figures({ query }: { query: UseQueryResult<string> }) {
  const { answer, stale } = useDrawnAnswer(query);
  return <p>{`${answer ?? 'caricamento'}${stale ? ' (vecchio)' : ''}`}</p>;
}

const answered = (data: string | undefined, isPlaceholderData = false) =>
  ({ data, isPlaceholderData }) as UseQueryResult<string>;

describe('an answer as it is drawn', () => {
  // A root of React's own, not Testing Library's `act`, which would draw the deferred render at once.
  const container = document.createElement('div');
  const root = createRoot(container);
  afterEach(() => flushSync(() => root.render(null)));

  it('arrives in a render of its own, after the urgent one, the previous answer dimmed meanwhile', async () => {
    flushSync(() => root.render(<Figures query={answered('canone 2025')} />));
    await vi.waitFor(() => expect(container.textContent).toBe('canone 2025'));

    // The query's store tells React in an urgent render: that render keeps the answer already drawn.
    flushSync(() => root.render(<Figures query={answered('canone 2026')} />));
    expect(container.textContent).toBe('canone 2025 (vecchio)');
    await vi.waitFor(() => expect(container.textContent).toBe('canone 2026'));
  });

  it('stays stale while the query shows the previous answer as a placeholder', async () => {
    flushSync(() => root.render(<Figures query={answered('canone 2025', true)} />));
    await vi.waitFor(() => expect(container.textContent).toBe('canone 2025 (vecchio)'));
  });
});
