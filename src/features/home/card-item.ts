import type { Project, TimelineEntry } from '@/shared/content/schema';

/** What a card and its modal show, whatever the section. */
export interface CardItem {
  title: string;
  /** A file in the content's images/, or none: the card then shows the title's initials. */
  image?: string;
  /** Logos sit centred in the image area; project pictures fill it. */
  imageFit: 'logo' | 'cover';
  details: readonly string[];
  technologies: readonly string[];
  period?: string;
  company?: string;
  github?: string;
}

export function timelineCard(entry: TimelineEntry): CardItem {
  const card: CardItem = {
    title: entry.role,
    imageFit: 'logo',
    details: entry.description,
    technologies: entry.technologies,
    period: entry.period,
    company: entry.company,
  };
  if (entry.image) card.image = entry.image;
  return card;
}

export function projectCard(project: Project): CardItem {
  const card: CardItem = {
    title: project.title,
    imageFit: 'cover',
    details: project.description,
    technologies: project.technologies,
  };
  if (project.image) card.image = project.image;
  if (project.github) card.github = project.github;
  return card;
}
