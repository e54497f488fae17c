import type { TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** A list's search box and page: the query waits until typing pauses, and a new search starts at page 1. */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const input: TextInputProps = {
    value: text,
    onChange: (event) => {
      setText(event.currentTarget.value);
      setPage(1);
    },
  };
  return { page, setPage, search: search || undefined, input };
}
