import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FooterProps, ProjectCardProps } from './slot-props';
import { Slot } from './slot';
import { renderInLanguage, wholeDefaultLanguage } from '../../tests/support/render-in-language';

// An owner's slot around the template's part: given the page's language and its props, it wraps the part or
// replaces it; one that throws leaves the part in its place, the page whole.

afterEach(() => vi.restoreAllMocks());

const part = <p>the template’s part</p>;

describe('an owner’s slot', () => {
  it('is the template’s part alone where the owner has none', () => {
    renderInLanguage(
      <Slot owner={undefined} props={{}}>
        {part}
      </Slot>,
    );
    expect(screen.getByText('the template’s part')).toBeInTheDocument();
  });

  it('wraps the template’s part, given the page’s language and its own props', () => {
    const Owner = ({ language, project, children }: ProjectCardProps) => (
      <section aria-label={`card ${project.index}: ${project.title}, ${language.tag} ${language.dir}`}>
        {children}
      </section>
    );
    renderInLanguage(
      <Slot owner={Owner} props={{ project: { index: 2, title: 'Safe Arm' } }}>
        {part}
      </Slot>,
    );
    const { tag, dir } = wholeDefaultLanguage;
    const wrapper = screen.getByRole('region', { name: `card 2: Safe Arm, ${tag} ${dir}` });
    expect(wrapper).toContainElement(screen.getByText('the template’s part'));
  });

  it('replaces the template’s part when it leaves its children out', () => {
    const Owner: ComponentType<FooterProps> = () => <p>the owner’s own</p>;
    renderInLanguage(
      <Slot owner={Owner} props={{}}>
        {part}
      </Slot>,
    );
    expect(screen.getByText('the owner’s own')).toBeInTheDocument();
    expect(screen.queryByText('the template’s part')).toBeNull();
  });

  it('leaves the template’s part in place of an owner’s component that throws', () => {
    // React reports the error it caught in the console: the owner's to see, not the test's output
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Owner: ComponentType<FooterProps> = () => {
      throw new Error('the owner’s bug');
    };
    renderInLanguage(
      <Slot owner={Owner} props={{}}>
        {part}
      </Slot>,
    );
    expect(screen.getByText('the template’s part')).toBeInTheDocument();
    expect(reported).toHaveBeenCalled();
  });
});
