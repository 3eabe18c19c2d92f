import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SiteTexts } from '@/shared/i18n/site-texts';
import type { SearchHit, SearchKind } from '@/shared/search/search-document';
import { searchResults } from '@/shared/search/search-results';
import { Icon } from '@/ui/icon';
import type { Language } from '@/ui/language';
import { useLazyChunk } from '@/ui/use-lazy-chunk';
import { searchIndexOf } from './search-index';
import { searchTextsOf } from './search-texts';
import './search-panel.css';

/** Where a result is, in the page's words: the section of the site it is in. */
const kindLabel = (kind: SearchKind, texts: SiteTexts): string =>
  ({
    post: texts.blogTitle,
    experience: texts.experience,
    research: texts.research,
    project: texts.projects,
    publication: texts.publications,
  })[kind];

// The panel is given what it shows from the page's first chunk (the language, the × button, the link
// that a failure offers) rather than importing the modules that hold it: Rolldown splits the runtime
// and React out of the first chunk, a request more on every first load, when a lazily loaded chunk
// imports @/ui/language beside the publications' chunk.
export interface SearchPanelProps {
  /** The page's language: its texts, its index. */
  language: Language;
  /** What the reader typed while the panel was loading: the field starts with it. */
  initialQuery: string;
  /** The dialog's × button, placed at the end of the field's row. */
  closeButton: ReactNode;
  /** What the panel shows when the language's index cannot be loaded, below its status saying so. */
  failure: ReactNode;
  /** A result chosen: the path inside the site it leads to. */
  onFollow: (url: string) => void;
}

/**
 * The search field and its results: a combobox as the ARIA Authoring Practices describe it (its list
 * autocomplete with manual selection). Focus stays in the field; the arrow keys move the active
 * result (aria-activedescendant), Enter follows it (the first without one), a press on a result
 * follows it, Escape closes the dialog. How many results there are is said in a polite live region,
 * as the query changes. The language's index is loaded when the panel first shows.
 */
export function SearchPanel({ language, initialQuery, closeButton, failure, onFollow }: SearchPanelProps) {
  const { texts } = language;
  const searchTexts = searchTextsOf(language);
  const index = useLazyChunk(searchIndexOf(language.tag), true);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const field = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (position: number) => `${listId}-${position}`;

  const hits: readonly SearchHit[] = useMemo(
    () => (index.status === 'loaded' ? searchResults(index.module, query) : []),
    [index, query],
  );
  const expanded = hits.length > 0;
  const status =
    index.status === 'failed'
      ? searchTexts.failed
      : index.status !== 'loaded'
        ? searchTexts.loading
        : query.trim() === ''
          ? ''
          : hits.length === 0
            ? searchTexts.noResults(query.trim())
            : searchTexts.results(hits.length);

  // the field takes focus as the panel shows (the dialog gave it to its first control while the chunk loaded), the caret
  // after what was typed meanwhile
  useEffect(() => {
    const input = field.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current === -1 && step === -1 ? hits.length - 1 : (current + step + hits.length) % hits.length,
      );
      return;
    }
    if (event.key === 'Enter') {
      const hit = hits[Math.max(active, 0)];
      if (!hit) return;
      event.preventDefault();
      onFollow(hit.url);
    }
  };

  return (
    <>
      <div className="search-field-row">
        <Icon name="magnifying-glass" className="search-field-icon" />
        <input
          ref={field}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < hits.length ? optionId(active) : undefined}
          aria-label={searchTexts.field}
          placeholder={searchTexts.field}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          className="search-field"
        />
        {closeButton}
      </div>
      <p role="status" className="search-status">
        {status}
      </p>
      {index.status === 'failed' && failure}
      <ul id={listId} role="listbox" aria-label={searchTexts.search} hidden={!expanded} className="search-results">
        {hits.map((hit, position) => (
          <li
            key={hit.url}
            id={optionId(position)}
            role="option"
            aria-selected={position === active}
            // a press leaves focus in the field
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onFollow(hit.url)}
            className="search-option"
          >
            <span className="search-option-kind">{kindLabel(hit.kind, texts)}</span>
            <span className="search-option-title">{hit.title}</span>
            {(hit.heading ?? hit.detail) && <span className="search-option-line">{hit.heading ?? hit.detail}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
