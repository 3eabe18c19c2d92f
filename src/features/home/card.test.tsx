import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './card';
import { CardDialog } from './card-dialog';
import type { CardItem } from './card-item';
import { renderInLanguage } from '../../../tests/support/render-in-language';

// The shapes an owner's entries can take, whatever the content of this build has.
const bare: CardItem = {
  title: 'Øresund Telemetry Collector',
  initials: 'ØT',
  imageFit: 'cover',
  details: [],
  technologies: [],
};
const full: CardItem = {
  title: 'Graduate Research Assistant',
  initials: 'GR',
  imageFit: 'logo',
  details: ['Measured retrieval faithfulness.', 'Built an evaluation harness.'],
  technologies: ['Python', 'PyTorch'],
  period: 'Jan 2025 - Present',
  company: 'Institute for Robust Learning',
};

const renderCard = (item: CardItem) => renderInLanguage(<Card item={item} open={false} onOpen={vi.fn()} />).container;
const renderDialog = (item: CardItem) =>
  renderInLanguage(<CardDialog heading="Project Details" item={item} onClose={vi.fn()} returnFocus={() => null} />);

describe('a card', () => {
  it('without a description says "Click to view details"; its modal says "Details coming soon..."', () => {
    renderCard(bare);
    expect(screen.getByText('Click to view details')).toHaveClass('line-clamp-3');
    renderDialog(bare);
    expect(within(screen.getByRole('dialog')).getByText('Details coming soon...')).toBeInTheDocument();
  });

  it('with a description shows its first line on hover and every line in its modal', () => {
    renderCard(full);
    expect(
      screen.getAllByText(full.details[0]!).filter((element) => element.classList.contains('line-clamp-3')),
    ).toHaveLength(1);
    renderDialog(full);
    const modal = within(screen.getByRole('dialog'));
    expect(
      modal
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((li) => li.textContent),
    ).toEqual(full.details);
    expect(modal.queryByText('Details coming soon...')).toBeNull();
  });

  it('without a github link has no "View on GitHub" button; with one, it has', () => {
    renderCard(bare);
    expect(screen.queryByRole('link', { name: /View on GitHub/ })).toBeNull();
    renderCard({ ...bare, github: 'https://github.com/someone/collector' });
    expect(screen.getByRole('link', { name: /View on GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/someone/collector',
    );
  });

  it('without a picture shows its initials instead, hidden from assistive technology', () => {
    const card = renderCard(bare);
    const placeholder = card.querySelector('[data-placeholder]');
    expect(placeholder).toHaveTextContent(/^ØT$/);
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(card.querySelector('img')).toBeNull();
    renderDialog(bare);
    expect(screen.getByRole('dialog').querySelector('[data-placeholder]')).toHaveTextContent(/^ØT$/);
  });

  it('without technologies shows no chip list, and no empty one', () => {
    const card = renderCard(bare);
    expect(within(card).queryByRole('list', { name: 'Technologies' })).toBeNull();
  });
});
