import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A text filter bound to a value of the address bar: the input shows every keystroke at once, and the
 * trimmed text is committed after a pause in typing. When the committed value changes from elsewhere
 * (the back button, a menu link), the input follows it; the echo of its own commit leaves it alone, so
 * what the user typed meanwhile stays. `commitNow` (for the input's onBlur) commits what is pending at
 * once: a click on a result right after typing then navigates after the commit, not before it.
 */
export function useDebouncedField(
  committed: string,
  commit: (value: string) => void,
  delayMs = 350,
): [text: string, onChange: (value: string) => void, commitNow: () => void] {
  const [text, setText] = useState(committed);
  const [seenCommitted, setSeenCommitted] = useState(committed);
  const [sent, setSent] = useState<string | null>(null);
  if (committed !== seenCommitted) {
    setSeenCommitted(committed);
    if (committed !== sent) setText(committed);
    setSent(null);
  }
  const commitLater = useDebouncedCallback((value: string) => {
    const trimmed = value.trim();
    if (trimmed === committed) return;
    setSent(trimmed);
    commit(trimmed);
  }, delayMs);

  const onChange = (value: string) => {
    setText(value);
    commitLater(value);
  };
  return [text, onChange, () => commitLater.flush()];
}
