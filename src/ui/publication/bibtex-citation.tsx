import { useId, useRef, useState } from 'react';
import { cn } from '@/ui/cn';
import { useTexts } from '@/ui/language';
import type { SiteTexts } from '@/shared/i18n/site-texts';
import { Icon } from '@/ui/icon';
import { entryButton } from '@/ui/link-button';

type CopyState = 'idle' | 'copied' | 'failed';

const messages: Record<CopyState, (texts: SiteTexts) => string> = {
  idle: () => '',
  copied: (texts) => texts.copied,
  failed: (texts) => texts.copyFailed,
};

/** Selects the whole text of `element`, so a visitor can copy it by hand. */
function selectText(element: HTMLElement) {
  element.focus();
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * The "BibTeX" button and the citation it reveals, with a button that copies it. Where the clipboard
 * is refused (an insecure address, a denied permission, an old browser), the text is selected
 * instead and the visitor is told to copy it by hand.
 */
export function BibtexCitation({ bibtex, describedBy }: { bibtex: string; describedBy: string }) {
  const texts = useTexts();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const text = useRef<HTMLPreElement>(null);
  const panel = useId();

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(bibtex);
      setCopy('copied');
    } catch {
      if (text.current) selectText(text.current);
      setCopy('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        aria-describedby={describedBy}
        onClick={() => {
          setOpen(!open);
          setCopy('idle');
        }}
        className={cn(entryButton, 'print:hidden')}
      >
        <Icon name="quote-left" />
        BibTeX
      </button>
      <div id={panel} hidden={!open} className="w-full min-w-0 print:hidden">
        {/* scrolls sideways on a narrow screen rather than widening the page; focusable, so keys scroll it too */}
        <pre
          ref={text}
          tabIndex={0}
          dir="ltr"
          className="mt-1 overflow-auto rounded-lg border border-line bg-surface p-4 text-xs leading-relaxed text-fg"
        >
          {bibtex}
        </pre>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <button type="button" onClick={() => void copyText()} aria-describedby={describedBy} className={entryButton}>
            <Icon name={copy === 'copied' ? 'check' : 'copy'} />
            {texts.copyBibtex}
          </button>
          <p role="status" className="text-sm text-muted">
            {messages[copy](texts)}
          </p>
        </div>
      </div>
    </>
  );
}
