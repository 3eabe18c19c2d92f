import type { TimelineEntry } from '@/shared/content/schema';

/** Same shape as experience. An empty `description` shows "Click to view details" and "Details coming soon...". */
export const research: TimelineEntry[] = [
  {
    period: 'Jan 2025 - Present',
    image: 'logo-camis.svg',
    role: 'Graduate Research Assistant',
    company: 'Center for Applied Machine Intelligence · Lakeside State University',
    description: [
      'Study retrieval-augmented generation for clinical guidelines, measuring faithfulness with human-rated benchmarks.',
      'Built an evaluation harness that runs 12 open models against 3,000 annotated questions overnight.',
    ],
    technologies: ['Python', 'PyTorch', 'LangChain', 'Hugging Face'],
  },
  {
    period: 'Aug 2024 - Dec 2024',
    image: 'logo-camis.svg',
    role: 'Graduate Research Assistant',
    company: 'Center for Applied Machine Intelligence · Lakeside State University',
    description: [
      'Trained lightweight segmentation models for low-dose CT scans under a 4 GB memory budget.',
      'Co-authored a workshop paper on uncertainty estimates for medical image segmentation.',
    ],
    technologies: ['Python', 'PyTorch', 'MONAI', 'NumPy'],
  },
  {
    period: 'Sep 2022 - May 2023',
    image: 'logo-lakeside.svg',
    role: 'Undergraduate Researcher',
    company: 'Lakeside State University · Madison, WI',
    description: [],
    technologies: ['Python', 'scikit-learn', 'pandas'],
  },
];
