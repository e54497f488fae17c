import { LIMITS } from '@lp/shared/constants';
import { isSearchable, type SearchSuggestion, stripSearchText, suggestsTags } from '@lp/shared/search';
import { Combobox, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTag } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { itemPath, saveSearch, useSearchSuggestions } from '../../features/content/index.ts';
import { type SearchBoxProps, searchInputProps } from './search-input.tsx';

function suggestionPath(suggestion: SearchSuggestion): string {
  if (suggestion.kind === 'article') {
    return itemPath({ kind: 'article', _id: suggestion._id, readerType: suggestion.readerType ?? '' });
  }
  return itemPath({ kind: suggestion.kind, _id: suggestion._id, readerType: '' });
}

export interface SearchComboboxProps extends SearchBoxProps {
  /** The text, kept by SearchBox.tsx: what was typed before this file arrived stays. */
  value: string;
  setValue: (value: string) => void;
}

/**
 * SPEC §5: suggestions from 3 characters (up to 7, tags past 2), Enter opens /search?text=. Loaded
 * on first use of the search box (SearchBox.tsx), which it then replaces.
 */
export function SearchCombobox({
  autoFocus = false,
  fullWidth = false,
  onDone,
  value,
  setValue,
}: SearchComboboxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  // Replacing the plain box mid-typing: the caret goes after the text typed so far.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement === input)
      input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const [debounced] = useDebouncedValue(stripSearchText(value), 250);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const searchable = isSearchable(debounced);
  const suggest = useSearchSuggestions(debounced, searchable);
  const data = searchable ? suggest.data : undefined;
  const suggestions = (data?.suggestions ?? []).slice(0, LIMITS.searchSuggestionsMax);
  const tags = suggestsTags(debounced) ? (data?.tags ?? []) : [];

  const go = (path: string) => {
    combobox.closeDropdown();
    setValue('');
    void navigate(path);
    onDone?.();
  };
  const submit = () => {
    const text = stripSearchText(value);
    if (!isSearchable(text)) return;
    void saveSearch(text);
    go(`/search?text=${encodeURIComponent(text)}`);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(path) => go(path)}
      withinPortal
      width={fullWidth ? 'target' : 320}
      position="bottom-start"
    >
      <Combobox.Target>
        <TextInput
          {...searchInputProps(t, fullWidth)}
          ref={inputRef}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
              event.preventDefault();
              submit();
            }
          }}
          autoFocus={autoFocus}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={suggestions.length === 0 && tags.length === 0}>
        <Combobox.Options aria-label={t('search.suggestions')}>
          {suggestions.map((suggestion) => (
            <Combobox.Option
              key={`${suggestion.kind}-${suggestion._id}-${suggestion.lesson ?? ''}`}
              value={suggestionPath(suggestion)}
            >
              {suggestion.lesson ? (
                <>
                  {suggestion.lesson}
                  <Text span size="xs" c="dimmed" ml={6}>
                    {t('search.inCourse', { course: suggestion.name })}
                  </Text>
                </>
              ) : (
                suggestion.name
              )}
            </Combobox.Option>
          ))}
          {tags.map((tag) => (
            <Combobox.Option key={`tag-${tag._id}`} value={`/tags/${encodeURIComponent(tag.name)}`}>
              <IconTag size={14} aria-hidden /> {tag.name}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
