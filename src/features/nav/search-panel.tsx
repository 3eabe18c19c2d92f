import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { SearchHit, SearchKind } from '@/shared/search/search-document';
import { searchResults } from '@/shared/search/search-results';
import { Icon } from '@/ui/icon';
import type { Language } from '@/ui/language';
import { useLazyChunk } from '@/ui/use-lazy-chunk';
import { searchIndexOf } from './search-index';
import { isResultKey, playKeys, type PressedKey, stepActive } from './search-keys';
import { searchTextsOf } from './search-texts';
import './search-panel.css';

/** Where a result is, in the page's words: the section of the site it is in. */
const kindLabel = (kind: SearchKind, { texts, resumeSectionTexts }: Language): string =>
  ({
    post: texts.blogTitle,
    experience: texts.experience,
    research: texts.research,
    project: texts.projects,
    publication: texts.publications,
    // a site with talks or teaching has their sections' texts
    talk: resumeSectionTexts?.talks ?? '',
    course: resumeSectionTexts?.teaching ?? '',
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
  /** The keys that move through the results or follow one, pressed meanwhile, in order: played once results come. */
  initialKeys: readonly PressedKey[];
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
 * as the query changes. The language's index is loaded when the panel first shows: on a long blog,
 * its first shard (titles, short lines, headings) answers until the whole index is read, which then
 * gives the results; either failing leaves the other to answer.
 */
export function SearchPanel({ language, initialQuery, initialKeys, closeButton, failure, onFollow }: SearchPanelProps) {
  const searchTexts = searchTextsOf(language);
  const { first, whole } = searchIndexOf(language.tag);
  const firstState = useLazyChunk(first ?? whole, true);
  // the whole index once the first shard has come (or failed): it does not compete with it for the connection
  const wholeState = useLazyChunk(whole, !first || firstState.status === 'loaded' || firstState.status === 'failed');
  const index =
    wholeState.status === 'loaded' ? wholeState.module : firstState.status === 'loaded' ? firstState.module : undefined;
  const failed = wholeState.status === 'failed' && (!first || firstState.status === 'failed');
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  // the keys pressed before there was an index to answer them, and the result they lead to once there is
  const [pressed, setPressed] = useState(initialKeys);
  const [follow, setFollow] = useState<string>();
  // results from another index (the whole one after the first shard): none is active among them yet
  const [shownIndex, setShownIndex] = useState(index);
  if (shownIndex !== index) {
    setShownIndex(index);
    setActive(-1);
  }
  const field = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (position: number) => `${listId}-${position}`;

  const hits: readonly SearchHit[] = useMemo(() => (index ? searchResults(index, query) : []), [index, query]);
  const expanded = hits.length > 0;
  const status = failed
    ? searchTexts.failed
    : !index
      ? searchTexts.loading
      : query.trim() === ''
        ? ''
        : hits.length === 0
          ? searchTexts.noResults(query.trim())
          : searchTexts.results(hits.length);

  // played on the first results (of the first shard, on a long blog: what the reader then sees): a result followed,
  // or one made active
  if (index && pressed.length > 0) {
    const played = playKeys(pressed, query, (typed) => searchResults(index, typed));
    setPressed([]);
    if (played.follow !== undefined) setFollow(played.follow);
    else setActive(played.active);
  }
  const latestFollow = useRef(onFollow);
  useLayoutEffect(() => {
    latestFollow.current = onFollow;
  });
  useEffect(() => {
    if (follow !== undefined) latestFollow.current(follow);
  }, [follow]);

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
    const { key } = event;
    if (event.nativeEvent.isComposing || !isResultKey(key)) return;
    if (!index) {
      // nothing to move through or follow yet: kept for when there is
      if (key === 'Enter' && query.trim() === '') return;
      event.preventDefault();
      setPressed((keys) => [...keys, { key, query }]);
      return;
    }
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return;
      setActive((current) => stepActive(current, key, hits.length));
      return;
    }
    const hit = hits[Math.max(active, 0)];
    if (!hit) return;
    event.preventDefault();
    onFollow(hit.url);
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
      {failed && failure}
      <ul
        id={listId}
        role="listbox"
        aria-label={searchTexts.search}
        // results from the first shard, while the whole index is read: the list is still to change
        aria-busy={index !== undefined && wholeState.status === 'loading'}
        hidden={!expanded}
        className="search-results"
      >
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
            <span className="search-option-kind">{kindLabel(hit.kind, language)}</span>
            <span className="search-option-title">{hit.title}</span>
            {(hit.heading ?? hit.detail) && <span className="search-option-line">{hit.heading ?? hit.detail}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
