import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedField } from './use-debounced-field.ts';

/** The longest search the lists' address bars keep (search-params.ts `text(100)`). */
const maxSearchLength = 100;

type SearchFieldProps = {
  /** The words the list is searched by now (the address bar's, or the page's own). */
  value: string | undefined;
  /**
   * The trimmed words, undefined when the field is emptied: after a pause in typing, and at once when
   * the field is left (a click on a result right after typing then follows the search).
   */
  onSearch: (query: string | undefined) => void;
  /** What the search looks in: «Nome, cognome o ruolo». */
  placeholder: string;
  description?: string;
} & Pick<TextInputProps, 'w' | 'maw' | 'style'>;

/** A list's «Cerca» box: the one text search of every list, searching while the user types. */
export function SearchField({ value, onSearch, placeholder, description, ...layout }: SearchFieldProps) {
  const [text, setText, commitNow] = useDebouncedField(value ?? '', (query) => onSearch(query || undefined));
  return (
    <TextInput
      label="Cerca"
      description={description}
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commitNow}
      maxLength={maxSearchLength}
      {...layout}
    />
  );
}
