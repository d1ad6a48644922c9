import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { LIST_TEXT } from './listTexts';

const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  value: string;
  onSearch: (search: string) => void;
  label?: string;
  placeholder?: string;
}

/** The list's search bar: typing settles for a moment before the list is asked again. */
export function SearchBox({ value, onSearch, label = 'Search', placeholder = LIST_TEXT.searchPlaceholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [searched, setSearched] = useState(value);
  const search = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  // The URL may change on its own (back button, a link): show what the list is really searching,
  // but never undo a space being typed (the URL keeps the search trimmed).
  if (value !== searched) {
    setSearched(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} stroke={1.7} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
    />
  );
}
