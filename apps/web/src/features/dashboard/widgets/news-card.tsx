import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MyNewsItem } from '@portale/shared';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useMyNews } from '../api/news-summary.ts';
import { WidgetCard } from './widget-card.tsx';

/**
 * One news item as a headline (title and day) whose text opens with «Leggi». The text is not drawn at
 * first: painted with the cards' data, a paragraph wider than the greeting became the page's largest
 * paint, seconds after the rest (Lighthouse's LCP on a phone went from under 1.5 s to 8 s).
 */
function NewsEntry({ item }: { item: MyNewsItem }) {
  const [open, setOpen] = useState(false);
  const textId = `novita-${String(item.id)}`;
  return (
    <Stack gap={4} component="li">
      <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Title>
      <Text size="xs" c="dimmed">
        {formatDate(item.publishFrom)}
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={open}
        aria-controls={textId}
        onClick={() => setOpen(!open)}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Chiudi' : 'Leggi'}
        <VisuallyHidden> «{item.title}»</VisuallyHidden>
      </Anchor>
      <Text size="sm" id={textId} hidden={!open} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {item.body}
      </Text>
    </Stack>
  );
}

/**
 * «Novità»: the provider's news addressed to the user now (every customer's, their customer's, their
 * job orders'), the latest first, each a headline whose text opens in place. Not drawn when there is none.
 */
export function NewsCard() {
  const query = useMyNews();
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <WidgetCard title="Novità" icon={IconSpeakerphone} state={query}>
      <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {(query.data ?? []).map((item) => (
          <NewsEntry key={item.id} item={item} />
        ))}
      </Stack>
    </WidgetCard>
  );
}
