import { Group, Paper, Stack, Text, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import classes from './responsive-table.module.css';

/** The class that lets a long word, code or link break anywhere instead of running out of its box. */
export const wrapAnywhereClass = classes.wrapAnywhere;

type ResponsiveTableProps = {
  /** What the table lists: the name of the scroll region (and of the cards' list on a phone). */
  label: string;
  /** The width the table needs: on a narrower screen it scrolls sideways, and says so. */
  minWidth: number;
  /**
   * The same rows as cards, shown instead of the table on screens narrower than `cardsBelow`. Without
   * cards the table scrolls on every screen that is too narrow for it.
   */
  cards?: ReactNode;
  cardsBelow?: MantineBreakpoint;
  /** The `<Table>`. */
  children: ReactNode;
};

/**
 * The one pattern for every wide table of the app: cards on a phone when the page has them, otherwise
 * the table in a scroll region that keyboard users can focus and scroll, with a hint and shadows on the
 * sides while columns are hidden. Long unbroken text in the cards breaks instead of overflowing.
 */
export function ResponsiveTable({
  label,
  minWidth,
  cards,
  cardsBelow = 'sm',
  children,
}: ResponsiveTableProps) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[cardsBelow]})`, true, {
    getInitialValueInEffect: false,
  });
  if (cards !== undefined && !wide) {
    return (
      <div className={classes.wrapAnywhere} role="region" aria-label={label}>
        {cards}
      </div>
    );
  }
  return (
    <ScrollingTable label={label} minWidth={minWidth}>
      {children}
    </ScrollingTable>
  );
}

type Edges = { before: boolean; after: boolean };

function ScrollingTable({ label, minWidth, children }: Omit<ResponsiveTableProps, 'cards' | 'cardsBelow'>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });
  const hintId = useId();

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => {
      const hidden = scroller.scrollWidth - scroller.clientWidth;
      // scrollLeft is negative in a right-to-left page: its size is what counts.
      const scrolled = Math.abs(scroller.scrollLeft);
      const next = { before: scrolled > 1, after: scrolled < hidden - 1 };
      setEdges((previous) =>
        previous.before === next.before && previous.after === next.after ? previous : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    scroller.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', measure);
    };
  }, []);

  const scrolls = edges.before || edges.after;
  return (
    <Stack gap={4}>
      {scrolls && (
        <Group gap={6} wrap="nowrap" c="dimmed" id={hintId}>
          <IconArrowsHorizontal size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" c="dimmed">
            Scorri la tabella di lato per vedere tutte le colonne.
          </Text>
        </Group>
      )}
      <div
        className={classes.frame}
        data-more-before={edges.before || undefined}
        data-more-after={edges.after || undefined}
      >
        <div
          ref={scrollerRef}
          className={classes.scroller}
          role="region"
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={scrolls ? 0 : undefined}
          data-scrolls={scrolls || undefined}
        >
          <div style={{ minWidth }}>{children}</div>
        </div>
      </div>
    </Stack>
  );
}

/** A row of a table as a card on a phone: its title, then its fields as label and value. */
export function TableCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={label}>
      {children}
    </Paper>
  );
}

/** The fields of a card, each label beside its value (a description list). */
export function CardFields({ children }: { children: ReactNode }) {
  return <dl className={classes.fields}>{children}</dl>;
}

/**
 * Plain `dt` and `dd`, styled by the list (responsive-table.module.css): a page of twenty cards has a
 * hundred of them, and Mantine's Text costs a phone's processor far more to draw than the element.
 */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
