import type { Project, TimelineEntry } from '@/content-kit/schema';

/** What a card and its modal show, whatever the section. */
export interface CardItem {
  title: string;
  image: string;
  /** Logos sit centred in the image area; project pictures fill it. */
  imageFit: 'logo' | 'cover';
  details: readonly string[];
  technologies: readonly string[];
  period?: string;
  company?: string;
  github?: string;
}

export function timelineCard(entry: TimelineEntry): CardItem {
  return {
    title: entry.role,
    image: entry.image,
    imageFit: 'logo',
    details: entry.description,
    technologies: entry.technologies,
    period: entry.year,
    company: entry.company,
  };
}

export function projectCard(project: Project): CardItem {
  const card: CardItem = {
    title: project.title,
    image: project.image,
    imageFit: 'cover',
    details: project.description,
    technologies: project.technologies,
  };
  if (project.github) card.github = project.github;
  return card;
}
