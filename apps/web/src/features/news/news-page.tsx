import { Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { NewsItem, NewsState } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { FiltersFold } from '../../lib/filters-fold.tsx';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { SearchField } from '../../lib/search-field.tsx';
import { wrappingBadge } from '../../lib/wrapping-labels.ts';
import { useNewsList, useNewsWrites } from './api/news-api.ts';
import { NewsFormDialog } from './news-form-dialog.tsx';
import type { NewsSearch } from './news-search.ts';
import { newsAudienceWords, newsStateLabels, newsStateOptions, newsWindowWords } from './news-words.ts';

const pageSize = 20;

const newsReadErrorMessage = (error: unknown) =>
  apiErrorMessage(error, {
    400: 'La ricerca non è valida: controlla i filtri e riprova.',
    403: 'Non hai i permessi per vedere le news.',
  });

const withdrawErrorMessage = (error: unknown) =>
  apiErrorMessage(error, {
    403: 'Non hai i permessi per ritirare le news.',
    404: 'News non trovata: forse è stata rimossa nel frattempo. Ricarica la pagina.',
  });

/** One news item of the list: its state, title, audience and window, and what staff can do with it. */
function NewsCard({
  item,
  onEdit,
  onWithdraw,
}: {
  item: NewsItem;
  onEdit: () => void;
  onWithdraw: () => void;
}) {
  const state = newsStateLabels[item.state];
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={item.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Title>
          <Badge color={state.color} variant="light" classNames={wrappingBadge}>
            {state.label}
          </Badge>
        </Group>
        <Text size="sm">{newsAudienceWords(item)}</Text>
        <Text size="sm" c="dimmed">
          {newsWindowWords(item)}
          {item.createdByName ? ` · scritta da ${item.createdByName}` : ''}
        </Text>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          {item.body}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="compact-sm" variant="light" onClick={onEdit}>
            Modifica
          </Button>
          {item.state !== 'expired' && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={onWithdraw}>
              Ritira
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /backoffice/news (permission news, 9): the announcements for customers, the latest publication first,
 * by state and words; a new one, a change, a withdrawal. Words, state and page are in the address bar.
 */
export function NewsPage() {
  const search = useSearch({ strict: false }) as NewsSearch;
  const navigate = useNavigate();
  const compact = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const page = search.page ?? 1;
  const list = useNewsList({ query: search.query, state: search.state, page, pageSize });
  const { withdraw } = useNewsWrites();
  const [editing, setEditing] = useState<NewsItem | 'new' | null>(null);
  const [withdrawing, setWithdrawing] = useState<NewsItem | null>(null);
  const filtered = search.state !== undefined || search.query !== undefined;

  const change = (next: Partial<NewsSearch>) =>
    void navigate({
      to: '/backoffice/news',
      search: { ...search, ...next, page: next.page === 1 ? undefined : next.page },
      replace: next.page === undefined,
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            News
          </Title>
          <Text c="dimmed">
            Brevi comunicazioni per tutti i clienti, per alcuni clienti o per alcune commesse: compaiono nella
            pagina iniziale degli utenti a cui sono rivolte, che ricevono anche una notifica quando vengono
            pubblicate.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          Nuova news
        </Button>
      </Group>
      <FiltersFold
        compact={compact}
        activeFilters={search.state === undefined ? 0 : 1}
        search={
          <SearchField
            value={search.query}
            onSearch={(query) => change({ query, page: 1 })}
            placeholder="Titolo o testo"
          />
        }
      >
        <Select
          label="Stato"
          placeholder="Tutti gli stati"
          clearable
          data={newsStateOptions}
          value={search.state ?? null}
          onChange={(state) => change({ state: (state as NewsState | null) ?? undefined, page: 1 })}
        />
      </FiltersFold>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento delle news',
          errorTitle: 'News non caricate',
          emptyTitle: 'Nessuna news',
          empty: filtered
            ? 'Nessuna news corrisponde alla ricerca: prova con meno parole o togli il filtro.'
            : 'Non c’è ancora nessuna news: scrivine una con «Nuova news».',
          count: (total) => formatCount(total, 'news', 'news'),
        }}
        errorMessage={newsReadErrorMessage}
        pagination={{ pageSize, page, onChange: (next) => change({ page: next }), compact }}
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((item) => (
              <NewsCard
                key={item.id}
                item={item}
                onEdit={() => setEditing(item)}
                onWithdraw={() => setWithdrawing(item)}
              />
            ))}
          </Stack>
        )}
      </PagedListState>
      {editing !== null && (
        <NewsFormDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={withdrawing !== null}
        title="Ritirare la news?"
        message={
          withdrawing?.state === 'scheduled'
            ? `«${withdrawing.title}» non verrà pubblicata.`
            : `«${withdrawing?.title ?? ''}» non comparirà più nella pagina iniziale dei clienti. Resterà in questo elenco come scaduta.`
        }
        confirmLabel="Ritira"
        color="red"
        onConfirm={() => withdraw.mutateAsync(withdrawing?.id ?? 0)}
        errorMessage={withdrawErrorMessage}
        onClose={() => setWithdrawing(null)}
      />
    </Stack>
  );
}
