import type { TimelineEntry } from '@/shared/content/schema';

/** Newest first. `description` lines become the modal's bullets; the first one also shows on hover. */
export const experience: TimelineEntry[] = [
  {
    period: 'May 2025 - Present',
    image: 'logo-meridian.svg',
    role: 'AI/ML Engineer Intern',
    company: 'Meridian Testing Services · Austin, TX',
    description: [
      'Built a transformer-based proctoring-event classifier that cut manual exam-session reviews by 38%.',
      'Fine-tuned a small vision model to flag ID-photo mismatches at check-in, served behind a FastAPI endpoint.',
      'Set up offline evaluation with weekly drift reports so model changes ship with measured precision and recall.',
    ],
    technologies: ['Python', 'PyTorch', 'Hugging Face', 'FastAPI', 'Docker'],
  },
  {
    period: 'Aug 2025 - Present',
    image: 'logo-meridian.svg',
    role: 'ML Platform Engineer (Part-time)',
    company: 'Meridian Testing Services · Austin, TX',
    description: [
      'Own the feature store and batch-inference jobs that score two million test sessions a month.',
      'Moved GPU training jobs onto spot instances with checkpointing, halving training spend.',
    ],
    technologies: ['Python', 'Kubernetes', 'PostgreSQL', 'Airflow'],
  },
  {
    period: 'Jun 2024 - Apr 2025',
    image: 'logo-meridian.svg',
    role: 'Full Stack Developer',
    company: 'Meridian Testing Services · Austin, TX',
    description: [
      'Rebuilt the candidate scheduling portal in React and TypeScript, lifting mobile completion rates by 21%.',
      'Designed REST and webhook APIs used by 140 partner test centres.',
      'Added end-to-end tests and preview deployments to every pull request.',
    ],
    technologies: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
  },
  {
    period: 'Jan 2024 - May 2024',
    image: 'logo-cartwheel.svg',
    role: 'Full Stack Developer Intern',
    company: 'Cartwheel Retail Labs · Minneapolis, MN',
    description: [
      'Shipped an inventory look-up tool for store associates, backed by a GraphQL gateway over three legacy services.',
      'Cut the product-search p95 latency from 900 ms to 240 ms with query batching and caching.',
    ],
    technologies: ['TypeScript', 'React', 'GraphQL', 'Redis'],
  },
  {
    period: 'May 2023 - Aug 2023',
    image: 'logo-cartwheel.svg',
    role: 'iOS Developer Intern',
    company: 'Cartwheel Retail Labs · Minneapolis, MN',
    description: [
      'Built the scan-and-go checkout flow in SwiftUI for the pilot of the store app.',
      'Wrote snapshot and UI tests that caught two release-blocking regressions.',
    ],
    technologies: ['Swift', 'SwiftUI', 'Xcode'],
  },
];
